<?php
/**
 * The settings page (Settings → Shop Elements): storefront key, platform address, language,
 * token storage, analytics, the buyer's display currency, and where the bundle comes from. Saved through the Settings API (options.php
 * checks the nonce and the manage_options capability).
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The settings with their defaults filled in.
 *
 * @return array{site_key: string, base_url: string, language: string, token_storage: string, analytics: string, display_currency: string, bundle: string, cdn_url: string}
 */
function shop_elements_settings() {
	$defaults = array(
		'site_key'         => '',
		'base_url'         => '',
		'language'         => '',
		'token_storage'    => 'session',
		'analytics'        => '',
		'display_currency' => '',
		'bundle'           => 'plugin',
		'cdn_url'          => '',
	);
	$saved    = get_option( SHOP_ELEMENTS_OPTION, array() );
	return array_merge( $defaults, is_array( $saved ) ? array_intersect_key( $saved, $defaults ) : array() );
}

/**
 * The storefront language: the setting, else the site's language when it is Korean or
 * Japanese, else English.
 *
 * @return string `ko`, `en` or `ja`.
 */
function shop_elements_language() {
	$language = shop_elements_settings()['language'];
	if ( in_array( $language, array( 'ko', 'en', 'ja' ), true ) ) {
		return $language;
	}
	$site = strtolower( substr( determine_locale(), 0, 2 ) );
	return in_array( $site, array( 'ko', 'ja' ), true ) ? $site : 'en';
}

/**
 * True for an absolute http(s) address with a host.
 *
 * @param string $url The address.
 * @return bool
 */
function shop_elements_is_http_url( $url ) {
	$parts = wp_parse_url( $url );
	return is_array( $parts ) && ! empty( $parts['host'] ) && isset( $parts['scheme'] ) && in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true );
}

/**
 * Checks and cleans the submitted settings (the Settings API's sanitize callback).
 *
 * @param mixed $input The submitted values.
 * @return array The values to save.
 */
function shop_elements_sanitize_settings( $input ) {
	$input = is_array( $input ) ? wp_unslash( $input ) : array();
	$clean = shop_elements_settings();

	$clean['site_key'] = isset( $input['site_key'] ) ? sanitize_text_field( $input['site_key'] ) : '';

	$base_url = isset( $input['base_url'] ) ? trim( (string) $input['base_url'] ) : '';
	if ( '' !== $base_url && ! shop_elements_is_http_url( $base_url ) ) {
		add_settings_error( SHOP_ELEMENTS_OPTION, 'base_url', __( 'The platform address must be an http(s) address.', 'shop-elements' ) );
		$base_url = $clean['base_url'];
	}
	$clean['base_url'] = '' === $base_url ? '' : untrailingslashit( esc_url_raw( $base_url, array( 'http', 'https' ) ) );

	$language          = isset( $input['language'] ) ? sanitize_key( $input['language'] ) : '';
	$clean['language'] = in_array( $language, array( '', 'ko', 'en', 'ja' ), true ) ? $language : '';

	$storage                = isset( $input['token_storage'] ) ? sanitize_key( $input['token_storage'] ) : 'session';
	$clean['token_storage'] = in_array( $storage, array( 'session', 'local', 'memory' ), true ) ? $storage : 'session';

	$analytics          = isset( $input['analytics'] ) ? sanitize_key( $input['analytics'] ) : '';
	$clean['analytics'] = 'datalayer' === $analytics ? 'datalayer' : '';

	$currency = isset( $input['display_currency'] ) ? strtoupper( trim( (string) $input['display_currency'] ) ) : '';
	if ( '' !== $currency && ! preg_match( '/^[A-Z]{3}$/', $currency ) ) {
		add_settings_error( SHOP_ELEMENTS_OPTION, 'display_currency', __( 'The display currency is a three-letter ISO 4217 code, such as USD.', 'shop-elements' ) );
		$currency = $clean['display_currency'];
	}
	$clean['display_currency'] = $currency;

	$bundle          = isset( $input['bundle'] ) ? sanitize_key( $input['bundle'] ) : 'plugin';
	$clean['bundle'] = 'cdn' === $bundle ? 'cdn' : 'plugin';

	$cdn_url = isset( $input['cdn_url'] ) ? trim( (string) $input['cdn_url'] ) : '';
	if ( '' !== $cdn_url && ! shop_elements_is_http_url( $cdn_url ) ) {
		add_settings_error( SHOP_ELEMENTS_OPTION, 'cdn_url', __( 'The CDN address must be an http(s) address.', 'shop-elements' ) );
		$cdn_url = '';
	}
	$clean['cdn_url'] = '' === $cdn_url ? '' : esc_url_raw( $cdn_url, array( 'https', 'http' ) );
	if ( 'cdn' === $clean['bundle'] && '' === $clean['cdn_url'] ) {
		add_settings_error( SHOP_ELEMENTS_OPTION, 'cdn_url', __( 'Give the CDN address of shop-elements.js, or use the plugin’s own copy.', 'shop-elements' ) );
		$clean['bundle'] = 'plugin';
	}

	if ( '' === $clean['site_key'] ) {
		add_settings_error( SHOP_ELEMENTS_OPTION, 'site_key', __( 'The shop stays hidden until a storefront key is set.', 'shop-elements' ), 'warning' );
	}
	return $clean;
}

add_action( 'admin_init', 'shop_elements_register_settings' );

/**
 * Registers the option, its section and its fields.
 */
function shop_elements_register_settings() {
	register_setting(
		'shop_elements',
		SHOP_ELEMENTS_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'shop_elements_sanitize_settings',
			'default'           => array(),
			'show_in_rest'      => false,
		)
	);
	add_settings_section( 'shop_elements_platform', __( 'Platform', 'shop-elements' ), '__return_false', 'shop-elements' );
	add_settings_section( 'shop_elements_bundle', __( 'Script', 'shop-elements' ), '__return_false', 'shop-elements' );

	$fields = array(
		'site_key'         => array( __( 'Storefront key', 'shop-elements' ), 'shop_elements_platform' ),
		'base_url'         => array( __( 'Platform address', 'shop-elements' ), 'shop_elements_platform' ),
		'language'         => array( __( 'Language', 'shop-elements' ), 'shop_elements_platform' ),
		'token_storage'    => array( __( 'Keep the buyer logged in', 'shop-elements' ), 'shop_elements_platform' ),
		'analytics'        => array( __( 'Analytics', 'shop-elements' ), 'shop_elements_platform' ),
		'display_currency' => array( __( 'Also show prices in', 'shop-elements' ), 'shop_elements_platform' ),
		'bundle'           => array( __( 'Load shop-elements.js from', 'shop-elements' ), 'shop_elements_bundle' ),
		'cdn_url'          => array( __( 'CDN address', 'shop-elements' ), 'shop_elements_bundle' ),
	);
	foreach ( $fields as $key => $field ) {
		add_settings_field(
			'shop_elements_' . $key,
			$field[0],
			'shop_elements_render_field',
			'shop-elements',
			$field[1],
			array(
				'key'       => $key,
				'label_for' => 'shop_elements_' . $key,
			)
		);
	}
}

/**
 * Prints one settings field.
 *
 * @param array{key: string} $args The field's key.
 */
function shop_elements_render_field( $args ) {
	$settings = shop_elements_settings();
	$key      = $args['key'];
	$id       = 'shop_elements_' . $key;
	$name     = SHOP_ELEMENTS_OPTION . '[' . $key . ']';
	$value    = $settings[ $key ];

	switch ( $key ) {
		case 'language':
			$choices = array(
				''   => __( 'The site’s language (Korean, Japanese, else English)', 'shop-elements' ),
				'ko' => '한국어',
				'en' => 'English',
				'ja' => '日本語',
			);
			break;
		case 'token_storage':
			$choices = array(
				'session' => __( 'In this tab, until it closes', 'shop-elements' ),
				'local'   => __( 'In every tab, across browser restarts', 'shop-elements' ),
				'memory'  => __( 'Until the page reloads', 'shop-elements' ),
			);
			break;
		case 'analytics':
			$choices = array(
				''          => __( 'None', 'shop-elements' ),
				'datalayer' => __( 'Google Analytics 4 e-commerce events in window.dataLayer (Google Tag Manager)', 'shop-elements' ),
			);
			break;
		case 'bundle':
			$choices = array(
				'plugin' => __( 'The plugin’s own copy', 'shop-elements' ),
				'cdn'    => __( 'A CDN address', 'shop-elements' ),
			);
			break;
		default:
			$choices = null;
	}

	if ( null !== $choices ) {
		printf( '<select id="%1$s" name="%2$s">', esc_attr( $id ), esc_attr( $name ) );
		foreach ( $choices as $choice => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
		}
		echo '</select>';
		return;
	}

	$type = in_array( $key, array( 'base_url', 'cdn_url' ), true ) ? 'url' : 'text';
	printf(
		'<input type="%1$s" class="regular-text code" id="%2$s" name="%3$s" value="%4$s" autocomplete="off" spellcheck="false">',
		esc_attr( $type ),
		esc_attr( $id ),
		esc_attr( $name ),
		esc_attr( $value )
	);
	$help = array(
		'site_key'         => __( 'The storefront (public) key of your site on the platform. Never the server key.', 'shop-elements' ),
		'base_url'         => __( 'For example https://your-platform.example. Add this site’s address to the key’s allowed origins on the platform.', 'shop-elements' ),
		'cdn_url'          => __( 'The address of shop-elements.js, with its cdn/ folder beside it. Used only when “A CDN address” is chosen.', 'shop-elements' ),
		'analytics'        => __( 'The events carry items, prices and order numbers; never the buyer’s name, email, phone or address. Load your tag manager yourself.', 'shop-elements' ),
		'display_currency' => __( 'A three-letter currency code (USD, JPY…): where the platform gives exchange rates, prices also show converted, marked as an estimate. Orders are still placed in the shop’s currency. Empty: none.', 'shop-elements' ),
	);
	if ( isset( $help[ $key ] ) ) {
		printf( '<p class="description">%s</p>', esc_html( $help[ $key ] ) );
	}
}

add_action( 'admin_menu', 'shop_elements_admin_menu' );

/**
 * Adds Settings → Shop Elements for administrators.
 */
function shop_elements_admin_menu() {
	add_options_page(
		__( 'Shop Elements', 'shop-elements' ),
		__( 'Shop Elements', 'shop-elements' ),
		'manage_options',
		'shop-elements',
		'shop_elements_render_settings_page'
	);
}

/**
 * Prints the settings page.
 */
function shop_elements_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<p>
			<?php
			printf(
				/* translators: %s: the login callback address. */
				esc_html__( 'The login callback route is served by the plugin at %s: register it with the platform as this site’s login return address.', 'shop-elements' ),
				'<code>' . esc_html( shop_elements_callback_url() ) . '</code>'
			);
			?>
		</p>
		<form action="options.php" method="post">
			<?php
			settings_fields( 'shop_elements' );
			do_settings_sections( 'shop-elements' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

add_filter( 'plugin_action_links_' . plugin_basename( SHOP_ELEMENTS_FILE ), 'shop_elements_action_links' );

/**
 * A "Settings" link on the Plugins screen.
 *
 * @param string[] $links The plugin's links.
 * @return string[]
 */
function shop_elements_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=shop-elements' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'shop-elements' ) . '</a>' );
	return $links;
}

add_action( 'admin_notices', 'shop_elements_missing_key_notice' );

/**
 * Reminds administrators that the shop stays hidden until the storefront key is set.
 */
function shop_elements_missing_key_notice() {
	if ( ! current_user_can( 'manage_options' ) || '' !== shop_elements_settings()['site_key'] ) {
		return;
	}
	$screen = get_current_screen();
	if ( $screen && 'settings_page_shop-elements' === $screen->id ) {
		return;
	}
	printf(
		'<div class="notice notice-warning"><p>%1$s <a href="%2$s">%3$s</a></p></div>',
		esc_html__( 'Shop Elements needs your storefront key.', 'shop-elements' ),
		esc_url( admin_url( 'options-general.php?page=shop-elements' ) ),
		esc_html__( 'Open the settings', 'shop-elements' )
	);
}
