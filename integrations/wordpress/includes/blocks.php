<?php
/**
 * The blocks: catalog, product, content, cart, checkout, payment result, account, board, and
 * the cart count and login for a header. Each is a dynamic block: the post keeps only the
 * block's attributes (in its comment delimiter, which kses leaves alone), and the element is
 * rendered here on every view. So an Author or a Contributor can build every shop page.
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'init', 'shop_elements_register_blocks' );

/**
 * Registers the editor script, the blocks' small stylesheet and every block from its block.json.
 */
function shop_elements_register_blocks() {
	wp_register_script(
		'shop-elements-editor',
		SHOP_ELEMENTS_URL . 'assets/editor.js',
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		SHOP_ELEMENTS_VERSION,
		true
	);
	wp_set_script_translations( 'shop-elements-editor', 'shop-elements' );
	wp_register_style( 'shop-elements-blocks', SHOP_ELEMENTS_URL . 'assets/blocks.css', array(), SHOP_ELEMENTS_VERSION );

	foreach ( array( 'catalog', 'product', 'content', 'cart', 'checkout', 'result', 'account', 'board', 'header' ) as $name ) {
		register_block_type( SHOP_ELEMENTS_DIR . 'blocks/' . $name, array( 'render_callback' => 'shop_elements_render_block' ) );
	}
}

add_filter( 'block_categories_all', 'shop_elements_block_category' );

/**
 * A "Shop" category in the block inserter.
 *
 * @param array $categories Block categories.
 * @return array
 */
function shop_elements_block_category( $categories ) {
	$categories[] = array(
		'slug'  => 'shop-elements',
		'title' => __( 'Shop', 'shop-elements' ),
		'icon'  => null,
	);
	return $categories;
}

/**
 * A link template (`/product/?product_id={product_id}`) or address as given, when it is
 * relative or http(s); '' otherwise (no javascript:, data:, or protocol-relative address).
 *
 * @param mixed $value The attribute value.
 * @return string
 */
function shop_elements_clean_href( $value ) {
	$value = trim( (string) $value );
	if ( '' === $value || preg_match( '#^[\\\\/]{2}#', $value ) || preg_match( '/[\x00-\x20]/', $value ) ) {
		return '';
	}
	if ( preg_match( '/^([a-z][a-z0-9+.-]*):/i', $value, $scheme ) && ! in_array( strtolower( $scheme[1] ), array( 'http', 'https' ), true ) ) {
		return '';
	}
	return $value;
}

/**
 * An id as the elements take it (digits, letters, `-` and `_`), or ''.
 *
 * @param mixed $value The attribute value.
 * @return string
 */
function shop_elements_clean_id( $value ) {
	$value = trim( (string) $value );
	return preg_match( '/^[A-Za-z0-9_-]+$/', $value ) ? $value : '';
}

/**
 * One element's HTML.
 *
 * @param string                         $tag   The element's tag.
 * @param array<string, string|int|null> $attrs Its attributes ('' and null are left out).
 * @param string                         $inner Escaped HTML inside it.
 * @return string
 */
function shop_elements_element( $tag, $attrs = array(), $inner = '' ) {
	return '<' . $tag . shop_elements_html_attributes( $attrs ) . '>' . $inner . '</' . $tag . '>';
}

/**
 * Renders a shop block.
 *
 * @param array    $attributes The block's attributes.
 * @param string   $content    Unused: the blocks save no content.
 * @param WP_Block $block      The block.
 * @return string
 */
function shop_elements_render_block( $attributes, $content, $block ) {
	$name = substr( $block->name, strlen( 'shop-elements/' ) );
	$a    = $attributes;
	$href = static function ( $key ) use ( $a ) {
		return isset( $a[ $key ] ) ? shop_elements_clean_href( $a[ $key ] ) : '';
	};
	$id   = static function ( $key ) use ( $a ) {
		return isset( $a[ $key ] ) ? shop_elements_clean_id( $a[ $key ] ) : '';
	};
	$text = static function ( $key ) use ( $a ) {
		return isset( $a[ $key ] ) ? sanitize_text_field( (string) $a[ $key ] ) : '';
	};

	switch ( $name ) {
		case 'catalog':
			static $lists = 0;
			++$lists;
			$content_kind = isset( $a['kind'] ) && 'content' === $a['kind'];
			$list_id      = 'shop-catalog-' . $lists;
			$kind         = $content_kind ? 'content' : 'product';
			$filter       = array(
				'kind'     => $kind,
				'for'      => $list_id,
				'multiple' => ! empty( $a['multiple'] ),
			);
			$inner        = '';
			if ( ! empty( $a['showSearch'] ) ) {
				$inner .= shop_elements_element( 'shop-search', array( 'for' => $list_id ) );
			}
			if ( ! empty( $a['showCategories'] ) ) {
				$inner .= shop_elements_element( 'shop-category-filter', $filter );
			}
			if ( ! empty( $a['showTags'] ) ) {
				$inner .= shop_elements_element( 'shop-tag-filter', $filter );
			}
			if ( ! empty( $a['showSort'] ) ) {
				$options = implode( ',', array_filter( array_map( 'sanitize_key', explode( ',', $text( 'sortOptions' ) ) ) ) );
				$inner  .= shop_elements_element(
					'shop-sort',
					array(
						'for'     => $list_id,
						'options' => $options,
					)
				);
			}
			$list = array(
				'id'          => $list_id,
				'limit'       => isset( $a['limit'] ) ? max( 1, min( 100, (int) $a['limit'] ) ) : 12,
				'orderby'     => $text( 'orderby' ),
				'category-id' => $id( 'categoryId' ),
				'tag-id'      => $id( 'tagId' ),
				'pagination'  => isset( $a['pagination'] ) && 'more' === $a['pagination'] ? 'more' : null,
				'sync-url'    => ! empty( $a['syncUrl'] ),
			);
			if ( $content_kind ) {
				$list['content-type'] = $text( 'contentType' );
				$list['content-href'] = $href( 'href' );
			} else {
				$list['product-href'] = $href( 'href' );
				$list['quick-view']   = ! empty( $a['quickView'] );
			}
			$inner .= shop_elements_element( $content_kind ? 'shop-content-list' : 'shop-product-list', $list );
			break;
		case 'product':
			$inner = shop_elements_element(
				'shop-product-detail',
				array(
					'product-id'    => $id( 'productId' ),
					'url-pattern'   => $href( 'urlPattern' ),
					'checkout-href' => $href( 'checkoutHref' ),
				)
			);
			break;
		case 'content':
			$inner = shop_elements_element(
				'shop-content-detail',
				array(
					'content-id'  => $id( 'contentId' ),
					'url-pattern' => $href( 'urlPattern' ),
					'cart-href'   => $href( 'cartHref' ),
				)
			);
			break;
		case 'cart':
			$inner = shop_elements_element( 'shop-cart', array( 'checkout-href' => $href( 'checkoutHref' ) ) );
			break;
		case 'checkout':
			$inner = shop_elements_element( 'shop-checkout', array( 'redirect-url' => $href( 'redirectUrl' ) ) );
			break;
		case 'result':
			$inner = shop_elements_element( 'shop-payment-result' );
			break;
		case 'account':
			$view = isset( $a['view'] ) ? $a['view'] : 'overview';
			if ( 'order' === $view ) {
				$inner = shop_elements_element( 'shop-order-detail', array( 'url-pattern' => $href( 'urlPattern' ) ) );
			} elseif ( 'viewer' === $view ) {
				$inner = shop_elements_element( 'shop-content-viewer', array( 'url-pattern' => $href( 'urlPattern' ) ) );
			} else {
				$inner = shop_elements_element( 'shop-order-list', array( 'order-href' => $href( 'orderHref' ) ) )
					. shop_elements_element( 'shop-order-lines' )
					. shop_elements_element( 'shop-my-contents', array( 'content-href' => $href( 'contentHref' ) ) );
			}
			break;
		case 'board':
			if ( isset( $a['view'] ) && 'post' === $a['view'] ) {
				$inner = shop_elements_element( 'shop-post', array( 'url-pattern' => $href( 'urlPattern' ) ) );
			} else {
				$inner = shop_elements_element(
					'shop-board',
					array(
						'board-id'    => $id( 'boardId' ),
						'url-pattern' => $href( 'urlPattern' ),
						'post-href'   => $href( 'postHref' ),
						'write-href'  => $href( 'writeHref' ),
					)
				);
			}
			break;
		case 'header':
			$inner = shop_elements_header_html(
				array(
					'cart_href'     => $href( 'cartHref' ),
					'cart_label'    => $text( 'cartLabel' ),
					'login'         => ! isset( $a['showLogin'] ) || $a['showLogin'],
					'drawer'        => ! empty( $a['drawer'] ),
					'open_on_add'   => ! isset( $a['openOnAdd'] ) || $a['openOnAdd'],
					'checkout_href' => $href( 'checkoutHref' ),
				)
			);
			break;
		default:
			return '';
	}
	return '<div ' . get_block_wrapper_attributes() . '>' . $inner . '</div>';
}
