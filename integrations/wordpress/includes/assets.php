<?php
/**
 * The front end: shop-elements.js as a module script on every page, and the page's one
 * <shop-storefront> (key, platform, language, token storage, callback route) at the top of
 * the body, which every shop element of the page finds by itself.
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The address of shop-elements.js: the plugin's own copy (dist/, with its cdn/ folder beside
 * it), or the CDN address of the settings.
 *
 * @return string
 */
function shop_elements_bundle_url() {
	$settings = shop_elements_settings();
	if ( 'cdn' === $settings['bundle'] && '' !== $settings['cdn_url'] ) {
		return $settings['cdn_url'];
	}
	return SHOP_ELEMENTS_URL . 'dist/shop-elements.js';
}

/**
 * True when the shop can run: a storefront key is set.
 *
 * @return bool
 */
function shop_elements_is_configured() {
	return '' !== shop_elements_settings()['site_key'];
}

add_action( 'wp_enqueue_scripts', 'shop_elements_enqueue' );

/**
 * Enqueues the bundle on every front-end page (the header cart count and login are on all of
 * them). The plugin's copy is versioned with the plugin; a CDN address is used as given.
 */
function shop_elements_enqueue() {
	if ( ! shop_elements_is_configured() ) {
		return;
	}
	$own = 'plugin' === shop_elements_settings()['bundle'];
	wp_enqueue_script( 'shop-elements', shop_elements_bundle_url(), array(), $own ? SHOP_ELEMENTS_VERSION : null, false );
}

add_filter( 'script_loader_tag', 'shop_elements_module_tag', 10, 2 );

/**
 * Prints the bundle as a module script (WordPress 6.1 prints classic scripts only).
 *
 * @param string $tag    The script tag.
 * @param string $handle The script's handle.
 * @return string
 */
function shop_elements_module_tag( $tag, $handle ) {
	if ( 'shop-elements' !== $handle ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=([\'"])[^\'"]*\1/', '', $tag );
	return preg_replace( '/<script\s/', '<script type="module" ', $tag, 1 );
}

/**
 * The attributes of the page's <shop-storefront>.
 *
 * @return array<string, string>
 */
function shop_elements_storefront_attributes() {
	$settings = shop_elements_settings();
	$attrs    = array(
		'site-key'      => $settings['site_key'],
		'language'      => shop_elements_language(),
		'token-storage' => $settings['token_storage'],
		'auth-callback' => shop_elements_callback_path(),
	);
	if ( '' !== $settings['base_url'] ) {
		$attrs['base-url'] = $settings['base_url'];
	}
	if ( '' !== $settings['analytics'] ) {
		$attrs['analytics'] = $settings['analytics'];
	}
	if ( '' !== $settings['display_currency'] ) {
		$attrs['display-currency'] = $settings['display_currency'];
	}
	/**
	 * Filters the attributes of the page's <shop-storefront> (for example to add `currency`).
	 *
	 * @param array<string, string> $attrs Attribute names and values.
	 */
	return apply_filters( 'shop_elements_storefront_attributes', $attrs );
}

/**
 * Turns attribute names and values into escaped HTML attributes.
 *
 * @param array<string, string|int|bool|null> $attrs Attribute names and values; true gives a
 *        boolean attribute (its name alone); null, false and '' are left out.
 * @return string
 */
function shop_elements_html_attributes( $attrs ) {
	$html = '';
	foreach ( $attrs as $name => $value ) {
		if ( null === $value || false === $value || '' === $value || ! preg_match( '/^[a-z][a-z0-9-]*$/', $name ) ) {
			continue;
		}
		if ( true === $value ) {
			$html .= ' ' . $name;
			continue;
		}
		$html .= ' ' . $name . '="' . esc_attr( (string) $value ) . '"';
	}
	return $html;
}

/**
 * The page's <shop-storefront> element.
 *
 * @param string $inner HTML inside it (already escaped).
 * @return string
 */
function shop_elements_storefront_html( $inner = '' ) {
	return '<shop-storefront' . shop_elements_html_attributes( shop_elements_storefront_attributes() ) . '>' . $inner . '</shop-storefront>';
}

add_action( 'wp_body_open', 'shop_elements_print_storefront', 1 );
add_action( 'wp_footer', 'shop_elements_print_storefront', 1 );

/**
 * Prints the page's <shop-storefront> once: at the top of the body, or in the footer for a
 * theme that does not call wp_body_open().
 */
function shop_elements_print_storefront() {
	static $printed = false;
	if ( $printed || ! shop_elements_is_configured() ) {
		return;
	}
	$printed = true;
	echo shop_elements_storefront_html() . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in shop_elements_html_attributes().
}
