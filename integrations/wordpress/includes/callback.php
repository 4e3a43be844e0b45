<?php
/**
 * The login callback route. The identity provider sends the buyer back to
 * {site}/auth/callback?code=…&state=…; the plugin serves that route itself (a rewrite rule),
 * with a page that holds only the storefront, which completes the login and returns the buyer
 * to the page where the login started. No WordPress page has to be made for it.
 *
 * @package ShopElements
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The query variable that marks the callback route. */
define( 'SHOP_ELEMENTS_CALLBACK_VAR', 'shop_elements_auth_callback' );

/**
 * The route's path below the site's home, without slashes (`auth/callback`).
 *
 * @return string
 */
function shop_elements_callback_slug() {
	/**
	 * Filters the login callback route, relative to the site's home (default `auth/callback`).
	 *
	 * @param string $slug The path, without leading or trailing slash.
	 */
	return trim( (string) apply_filters( 'shop_elements_callback_slug', 'auth/callback' ), '/' );
}

/**
 * The callback route as the storefront's `auth-callback` attribute: a path on this origin.
 * With plain permalinks (no rewriting), the home page with the route's query variable.
 *
 * @return string
 */
function shop_elements_callback_path() {
	$url  = shop_elements_callback_url();
	$path = (string) wp_parse_url( $url, PHP_URL_PATH );
	$qs   = (string) wp_parse_url( $url, PHP_URL_QUERY );
	return ( '' === $path ? '/' : $path ) . ( '' === $qs ? '' : '?' . $qs );
}

/**
 * The callback route's full address, to register with the platform.
 *
 * @return string
 */
function shop_elements_callback_url() {
	if ( get_option( 'permalink_structure' ) ) {
		return home_url( '/' . shop_elements_callback_slug() );
	}
	return add_query_arg( SHOP_ELEMENTS_CALLBACK_VAR, '1', home_url( '/' ) );
}

/**
 * Registers the rewrite rule of the route.
 */
function shop_elements_add_callback_rule() {
	add_rewrite_rule( '^' . preg_quote( shop_elements_callback_slug(), '#' ) . '/?$', 'index.php?' . SHOP_ELEMENTS_CALLBACK_VAR . '=1', 'top' );
}
add_action( 'init', 'shop_elements_add_callback_rule' );

add_filter( 'query_vars', 'shop_elements_callback_query_var' );

/**
 * Makes the route's query variable public.
 *
 * @param string[] $vars Public query variables.
 * @return string[]
 */
function shop_elements_callback_query_var( $vars ) {
	$vars[] = SHOP_ELEMENTS_CALLBACK_VAR;
	return $vars;
}

// Before redirect_canonical (priority 10), which would add or drop the trailing slash.
add_action( 'template_redirect', 'shop_elements_serve_callback', 1 );

/**
 * Serves the callback route: a minimal page with the bundle and the storefront, not cached,
 * not indexed.
 */
function shop_elements_serve_callback() {
	if ( ! get_query_var( SHOP_ELEMENTS_CALLBACK_VAR ) || ! shop_elements_is_configured() ) {
		return;
	}
	status_header( 200 );
	nocache_headers();
	header( 'Content-Type: text/html; charset=utf-8' );
	header( 'X-Robots-Tag: noindex' );
	header( 'Referrer-Policy: no-referrer' );
	$title  = __( 'Signing in…', 'shop-elements' );
	$notice = '<p>' . esc_html__( 'Completing sign-in…', 'shop-elements' ) . '</p>';
	?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title><?php echo esc_html( $title ); ?></title>
<script type="module" src="<?php echo esc_url( add_query_arg( 'ver', 'plugin' === shop_elements_settings()['bundle'] ? SHOP_ELEMENTS_VERSION : false, shop_elements_bundle_url() ) ); ?>"></script>
</head>
<body>
	<?php echo shop_elements_storefront_html( $notice ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in shop_elements_storefront_html(). ?>
</body>
</html>
	<?php
	exit;
}
