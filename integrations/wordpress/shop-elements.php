<?php
/**
 * Plugin Name:       Shop Elements
 * Plugin URI:        https://github.com/shop-elements/shop-elements
 * Description:       A shop on the storefront platform inside your WordPress site: catalog, product, cart, checkout, payment result, account and board blocks, a header cart count and login, and the login callback route.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            shop-elements
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       shop-elements
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'SHOP_ELEMENTS_VERSION', '0.1.0' );
define( 'SHOP_ELEMENTS_FILE', __FILE__ );
define( 'SHOP_ELEMENTS_DIR', plugin_dir_path( __FILE__ ) );
define( 'SHOP_ELEMENTS_URL', plugin_dir_url( __FILE__ ) );
/** The option that holds every setting (one array). */
define( 'SHOP_ELEMENTS_OPTION', 'shop_elements_settings' );

require_once SHOP_ELEMENTS_DIR . 'includes/settings.php';
require_once SHOP_ELEMENTS_DIR . 'includes/assets.php';
require_once SHOP_ELEMENTS_DIR . 'includes/callback.php';
require_once SHOP_ELEMENTS_DIR . 'includes/kses.php';
require_once SHOP_ELEMENTS_DIR . 'includes/autop.php';
require_once SHOP_ELEMENTS_DIR . 'includes/blocks.php';
require_once SHOP_ELEMENTS_DIR . 'includes/list-address.php';
require_once SHOP_ELEMENTS_DIR . 'includes/template-tags.php';

register_activation_hook( __FILE__, 'shop_elements_activate' );
register_deactivation_hook( __FILE__, 'shop_elements_deactivate' );

/**
 * Activation: registers the login callback route and rebuilds the rewrite rules once.
 */
function shop_elements_activate() {
	shop_elements_add_callback_rule();
	flush_rewrite_rules();
}

/**
 * Deactivation: the callback route goes away with the plugin.
 */
function shop_elements_deactivate() {
	flush_rewrite_rules();
}
