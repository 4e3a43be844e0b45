<?php
/**
 * Uninstall: removes the plugin's one option. Runs only when WordPress uninstalls the plugin.
 *
 * @package ShopElements
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'shop_elements_settings' );
