<?php
/**
 * The cart count, login and mini-cart drawer for a theme header: the `shop-elements/header` block in a block
 * theme's header template part, or shop_elements_header() in a classic theme's header.php.
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The header's cart link (with the live number of cart lines) and login, and optionally the
 * mini-cart drawer (`<shop-cart-drawer>`), which the cart link then opens (the link still goes
 * to the cart page without JavaScript; without a cart page it is a button).
 *
 * @param array{cart_href?: string, cart_label?: string, login?: bool, drawer?: bool, open_on_add?: bool, checkout_href?: string} $args
 *        Where the cart link goes (no link when empty), its text (default "Cart"), whether to
 *        show the login, whether to add the drawer, whether it opens on every add to the cart
 *        (default true), and its checkout page.
 * @return string HTML.
 */
function shop_elements_header_html( $args = array() ) {
	$args   = wp_parse_args(
		$args,
		array(
			'cart_href'     => '',
			'cart_label'    => '',
			'login'         => true,
			'drawer'        => false,
			'open_on_add'   => true,
			'checkout_href' => '',
		)
	);
	$label  = '' !== $args['cart_label'] ? $args['cart_label'] : __( 'Cart', 'shop-elements' );
	$count  = esc_html( $label ) . ' <shop-cart-count></shop-cart-count>';
	$href   = shop_elements_clean_href( $args['cart_href'] );
	$drawer = (bool) $args['drawer'];
	$toggle = $drawer ? ' data-shop-cart-toggle' : '';
	if ( '' !== $href ) {
		$html = '<a class="shop-elements-cart-link" href="' . esc_attr( $href ) . '"' . $toggle . '>' . $count . '</a>';
	} elseif ( $drawer ) {
		$html = '<button type="button" class="shop-elements-cart-link"' . $toggle . '>' . $count . '</button>';
	} else {
		$html = '<span class="shop-elements-cart-link">' . $count . '</span>';
	}
	if ( $args['login'] ) {
		$html .= '<shop-login></shop-login>';
	}
	if ( $drawer ) {
		$html .= shop_elements_element(
			'shop-cart-drawer',
			array(
				'open-on-add'   => (bool) $args['open_on_add'],
				'checkout-href' => shop_elements_clean_href( $args['checkout_href'] ),
			)
		);
	}
	return $html;
}

/**
 * Prints the header's cart link and login (classic themes: call it in header.php).
 *
 * @param array{cart_href?: string, cart_label?: string, login?: bool, drawer?: bool, open_on_add?: bool, checkout_href?: string} $args See shop_elements_header_html().
 */
function shop_elements_header( $args = array() ) {
	echo '<div class="wp-block-shop-elements-header">' . shop_elements_header_html( $args ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in shop_elements_header_html().
	wp_enqueue_style( 'shop-elements-blocks' );
}
