<?php
/**
 * Keeps a synced list's page in the address. A list with `sync-url` writes its page to the page
 * address as `?page=N` (README, "Lists": `sync-url`). WordPress reads `page` as the page of a post
 * split by <!--nextpage-->, and its canonical redirect takes `?page=N` off a post that has no such
 * pages (after answering 404 for them): a shared or reloaded address of a list's page 2 would
 * open its page 1. On a single post or page that holds a synced list (the catalog block with
 * "Filters, sort and page in the page address", or a list tag with `sync-url` typed into the
 * content), `page` in the query string is left to the list.
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
	$post = $wp_query->post;
	$kept = $post instanceof WP_Post && shop_elements_blocks_sync_url( parse_blocks( $post->post_content ) );
	/**
	 * Filters whether a single post or page leaves `?page=N` to a synced list (return true for a
	 * list with `sync-url` that the theme prints outside the post content).
	 *
	 * @param bool         $kept Whether the post content holds a synced list.
	 * @param WP_Post|null $post The post.
	 */
	if ( apply_filters( 'shop_elements_keep_list_page', $kept, $post instanceof WP_Post ? $post : null ) ) {
		unset( $wp->query_vars['page'] );
		$wp_query->set( 'page', '' );
	}
	return $preempt;
}
