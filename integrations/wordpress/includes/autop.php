<?php
/**
 * Keeps wpautop (classic content) away from the shop's elements: it would wrap a
 * <shop-product-list> in a <p> (which the browser then closes early, leaving it empty) and
 * put <br> into the label of a <shop-add-to-cart>. Each outermost shop-* element is set aside
 * before wpautop runs and put back after it, unchanged. Block content is not touched (WordPress
 * does not run wpautop on it).
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Elements that sit inside a line of text; every other shop element is a block. */
const SHOP_ELEMENTS_INLINE = array( 'shop-cart-count', 'shop-login', 'shop-add-to-cart' );

// After do_blocks (also priority 9, registered earlier), which unhooks wpautop for block content.
add_filter( 'the_content', 'shop_elements_set_aside', 9 );
add_filter( 'the_content', 'shop_elements_put_back', 11 );

/**
 * The elements set aside for the content being filtered, by placeholder.
 *
 * @param array<string, string>|null $set New value, or null to read.
 * @return array<string, string>
 */
function shop_elements_aside( $set = null ) {
	static $aside = array();
	if ( null !== $set ) {
		$aside = $set;
	}
	return $aside;
}

/**
 * Finds the outermost shop-* elements of an HTML text.
 *
 * @param string $html The text.
 * @return array<int, array{0: int, 1: int, 2: string}> Start offset, length and tag of each.
 */
function shop_elements_find_outermost( $html ) {
	if ( false === stripos( $html, '<shop-' ) ) {
		return array();
	}
	preg_match_all( '#<(/?)(shop-[a-z0-9-]+)(?=[\s/>])[^>]*>#i', $html, $tags, PREG_SET_ORDER | PREG_OFFSET_CAPTURE );
	$found = array();
	$depth = 0;
	$start = 0;
	$tag   = '';
	foreach ( $tags as $match ) {
		$closing = '/' === $match[1][0];
		if ( ! $closing ) {
			if ( 0 === $depth ) {
				$start = $match[0][1];
				$tag   = strtolower( $match[2][0] );
			}
			++$depth;
		} elseif ( $depth > 0 ) {
			--$depth;
			if ( 0 === $depth ) {
				$end     = $match[0][1] + strlen( $match[0][0] );
				$found[] = array( $start, $end - $start, $tag );
			}
		}
	}
	return $found;
}

/**
 * Replaces each outermost shop element by a placeholder, when wpautop is about to run.
 *
 * @param string $content Post content.
 * @return string
 */
function shop_elements_set_aside( $content ) {
	if ( 10 !== has_filter( 'the_content', 'wpautop' ) ) {
		return $content;
	}
	$found = shop_elements_find_outermost( $content );
	if ( ! $found ) {
		return $content;
	}
	$aside = shop_elements_aside();
	foreach ( array_reverse( $found ) as $element ) {
		list( $start, $length, $tag ) = $element;
		$key           = '<!--shop-elements-aside-' . count( $aside ) . '-->';
		$aside[ $key ] = substr( $content, $start, $length );
		$placeholder   = in_array( $tag, SHOP_ELEMENTS_INLINE, true ) ? $key : "\n\n" . $key . "\n\n";
		$content       = substr_replace( $content, $placeholder, $start, $length );
	}
	shop_elements_aside( $aside );
	return $content;
}

/**
 * Puts the elements back, dropping the paragraph wpautop put around a block element.
 *
 * @param string $content Filtered content.
 * @return string
 */
function shop_elements_put_back( $content ) {
	$aside = shop_elements_aside();
	if ( ! $aside ) {
		return $content;
	}
	$content = preg_replace_callback(
		'#(<p>\s*)?(<!--shop-elements-aside-\d+-->)(\s*</p>)?#',
		static function ( $m ) use ( $aside ) {
			if ( ! isset( $aside[ $m[2] ] ) ) {
				return $m[0];
			}
			$html      = $aside[ $m[2] ];
			$inline    = preg_match( '#^<(shop-[a-z0-9-]+)#i', $html, $tag ) && in_array( strtolower( $tag[1] ), SHOP_ELEMENTS_INLINE, true );
			$paragraph = ! empty( $m[1] ) && ! empty( $m[3] );
			// A block element leaves the paragraph wpautop made for it; anything else keeps its text around.
			return ( $paragraph && ! $inline ) ? $html : str_replace( $m[2], $html, $m[0] );
		},
		$content
	);
	shop_elements_aside( array() );
	return $content;
}
