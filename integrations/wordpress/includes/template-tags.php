<?php
/**
 * The cart count and login for a theme header: the `shop-elements/header` block in a block
 * theme's header template part, or shop_elements_header() in a classic theme's header.php.
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The header's cart link (with the live number of cart lines) and login.
 *
 * @param array{cart_href?: string, cart_label?: string, login?: bool} $args Where the cart link
 *        goes (no link when empty), its text (default "Cart"), and whether to show the login.
 * @return string HTML.
 */
function shop_elements_header_html( $args = array() ) {
	$args  = wp_parse_args(
		$args,
		array(
			'cart_href'  => '',
			'cart_label' => '',
			'login'      => true,
		)
	);
	$label = '' !== $args['cart_label'] ? $args['cart_label'] : __( 'Cart', 'shop-elements' );
	$count = esc_html( $label ) . ' <shop-cart-count></shop-cart-count>';
	$href  = shop_elements_clean_href( $args['cart_href'] );
	$html  = '' !== $href
		? '<a class="shop-elements-cart-link" href="' . esc_attr( $href ) . '">' . $count . '</a>'
		: '<span class="shop-elements-cart-link">' . $count . '</span>';
	if ( $args['login'] ) {
		$html .= '<shop-login></shop-login>';
	}
	return $html;
}

/**
 * Prints the header's cart link and login (classic themes: call it in header.php).
 *
 * @param array{cart_href?: string, cart_label?: string, login?: bool} $args See shop_elements_header_html().
 */
function shop_elements_header( $args = array() ) {
	echo '<div class="wp-block-shop-elements-header">' . shop_elements_header_html( $args ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in shop_elements_header_html().
	wp_enqueue_style( 'shop-elements-blocks' );
}
