<?php
/**
 * Leaves a synced list's query parameters to the list. A list with `sync-url` writes its search,
 * sort and page to the page address as `?search=…&orderby=…&page=N` (README, "Lists": `sync-url`),
 * and WordPress reads all three as its own query vars:
 * - `page` is the page of a post split by <!--nextpage-->: for a post without such pages
 *   WordPress answers 404, then redirects to the post's first page, so a shared or reloaded
 *   address of a list's page 2 would open page 1;
 * - on a static front page, any query var but `page`, `paged`, `cpage` and `preview` makes the
 *   address the blog's index: `/?orderby=name` or `/?search=linen` would show the latest posts,
 *   not the shop.
 * On a single post or page that holds a synced list (the catalog block with "Filters, sort and
 * page in the page address", or a list tag with `sync-url` typed into the content), they are left
 * to the list.
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * True when the blocks hold a catalog block with `syncUrl`, or a list tag with `sync-url`.
 *
 * @param array[] $blocks Parsed blocks (parse_blocks()).
 * @return bool
 */
function shop_elements_blocks_sync_url( $blocks ) {
	foreach ( $blocks as $block ) {
		if ( 'shop-elements/catalog' === $block['blockName'] && ! empty( $block['attrs']['syncUrl'] ) ) {
			return true;
		}
		if ( null === $block['blockName'] || 'core/html' === $block['blockName'] ) {
			if ( preg_match( '/<shop-(?:product|content)-list\b[^>]*\ssync-url\b/i', (string) $block['innerHTML'] ) ) {
				return true;
			}
		}
		if ( ! empty( $block['innerBlocks'] ) && shop_elements_blocks_sync_url( $block['innerBlocks'] ) ) {
			return true;
		}
	}
	return false;
}

/**
 * True when the post shows a list with `sync-url`.
 *
 * @param WP_Post|null $post The post.
 * @return bool
 */
function shop_elements_post_syncs_list( $post ) {
	$syncs = $post instanceof WP_Post && shop_elements_blocks_sync_url( parse_blocks( $post->post_content ) );
	/**
	 * Filters whether a post shows a list with `sync-url`, whose `page` and (on the static front
	 * page) `orderby` and `search` query parameters are then left to the list. Return true for such a list
	 * that the theme prints outside the post content.
	 *
	 * @param bool         $syncs Whether the post content holds a synced list.
	 * @param WP_Post|null $post  The post.
	 */
	return (bool) apply_filters( 'shop_elements_post_syncs_list', $syncs, $post instanceof WP_Post ? $post : null );
}

add_filter( 'request', 'shop_elements_front_page_list_vars' );

/**
 * On the site's address with a synced list's `orderby` or `search` (and `page`) alone, when the
 * front page is a static page that shows a synced list: drops them from WordPress's query vars,
 * so that the address is the front page again (the list reads them from the address itself).
 *
 * @param array $vars The request's query vars.
 * @return array
 */
function shop_elements_front_page_list_vars( $vars ) {
	$list_vars = array( 'orderby', 'search' );
	if ( ! array_intersect( array_keys( $vars ), $list_vars ) || 'page' !== get_option( 'show_on_front' ) || ! get_option( 'page_on_front' ) ) {
		return $vars;
	}
	if ( array_diff( array_keys( $vars ), array_merge( $list_vars, array( 'page', 'paged', 'cpage', 'preview' ) ) ) ) {
		return $vars;
	}
	if ( shop_elements_post_syncs_list( get_post( (int) get_option( 'page_on_front' ) ) ) ) {
		return array_diff_key( $vars, array_flip( $list_vars ) );
	}
	return $vars;
}

add_filter( 'pre_handle_404', 'shop_elements_keep_list_page', 10, 2 );

/**
 * On a single post or page that holds a synced list, a `?page=N` of the query string is the
 * list's: WordPress's own `page` query var is emptied before its 404 check (which would answer 404
 * for a page N the post does not have) and its canonical redirect (which would take `page` off),
 * so the post shows whole and the address keeps `page` for the list. A post split by
 * <!--nextpage--> that holds a synced list is shown whole; its pretty `/post/2/` addresses still
 * work as WordPress makes them.
 *
 * @param bool     $preempt  Whether another filter short-circuited the 404 handling.
 * @param WP_Query $wp_query The main query.
 * @return bool $preempt, unchanged.
 */
function shop_elements_keep_list_page( $preempt, $wp_query ) {
	global $wp;
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read only, to tell it from a pretty /post/2/ address.
	$asked = isset( $_GET['page'] ) && is_string( $_GET['page'] ) ? sanitize_text_field( wp_unslash( $_GET['page'] ) ) : '';
	if ( $preempt || '' === $asked || ! $wp_query->is_singular() || ! isset( $wp->query_vars['page'] ) || (string) $wp->query_vars['page'] !== $asked ) {
		return $preempt;
	}
	if ( shop_elements_post_syncs_list( $wp_query->post instanceof WP_Post ? $wp_query->post : null ) ) {
		unset( $wp->query_vars['page'] );
		$wp_query->set( 'page', '' );
	}
	return $preempt;
}
