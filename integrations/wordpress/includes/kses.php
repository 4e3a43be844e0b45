<?php
/**
 * The shop's tags and their attributes, allowed in post content for every user who may
 * write posts (Authors and Contributors have no unfiltered_html, so kses would otherwise
 * strip every shop-* tag they write in a Custom HTML block or the classic editor).
 * <shop-storefront> is not among them: the plugin prints the page's one storefront itself, and
 * an author cannot point the shop at another key or platform.
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Every element a post may hold, with its attributes (public API of shop-elements).
 *
 * @return array<string, string[]>
 */
function shop_elements_post_elements() {
	$list_filters = array( 'category-id', 'category-ids', 'tag-id', 'tag-ids', 'search', 'orderby', 'limit', 'page', 'pagination', 'sync-url' );
	return array(
		'shop-product-list'    => array_merge( $list_filters, array( 'product-href', 'quick-view' ) ),
		'shop-product-detail'  => array( 'product-id', 'checkout-href', 'url-pattern' ),
		'shop-content-list'    => array_merge( $list_filters, array( 'content-type', 'content-href' ) ),
		'shop-content-detail'  => array( 'content-id', 'cart-href', 'url-pattern' ),
		'shop-category-filter' => array( 'kind', 'for', 'multiple' ),
		'shop-tag-filter'      => array( 'kind', 'for', 'multiple' ),
		'shop-search'          => array( 'for', 'label' ),
		'shop-sort'            => array( 'for', 'options' ),
		'shop-cart'            => array( 'checkout-href' ),
		'shop-cart-count'      => array(),
		'shop-cart-drawer'     => array( 'open', 'open-on-add', 'checkout-href', 'cart-href' ),
		'shop-add-to-cart'     => array( 'product-id', 'variant-id', 'quantity', 'option-id', 'cart-href' ),
		'shop-login'           => array(),
		'shop-checkout'        => array( 'redirect-url' ),
		'shop-payment-result'  => array( 'checkout-href', 'order-href' ),
		'shop-order-list'      => array( 'order-href', 'page', 'limit', 'redirect-url' ),
		'shop-order-detail'    => array( 'order-id', 'url-pattern', 'redirect-url' ),
		'shop-order-lines'     => array(),
		'shop-my-contents'     => array( 'type', 'status', 'content-href' ),
		'shop-content-viewer'  => array( 'content-id', 'curriculum-id', 'url-pattern' ),
		'shop-board'           => array( 'board-id', 'post-href', 'write-href', 'page', 'limit', 'url-pattern' ),
		'shop-post'            => array( 'post-id', 'url-pattern' ),
	);
}

add_filter( 'wp_kses_allowed_html', 'shop_elements_allowed_html', 10, 2 );

/**
 * Adds the shop's tags to the `post` context of kses.
 *
 * @param array  $allowed Allowed tags and their attributes.
 * @param string $context The kses context.
 * @return array
 */
function shop_elements_allowed_html( $allowed, $context ) {
	if ( 'post' !== $context ) {
		return $allowed;
	}
	foreach ( shop_elements_post_elements() as $tag => $attributes ) {
		$allowed[ $tag ] = array_fill_keys( array_merge( $attributes, array( 'id', 'class' ) ), true );
	}
	return $allowed;
}
