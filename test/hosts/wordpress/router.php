<?php
/**
 * Router of PHP's built-in server for the test WordPress (Debian's, in /usr/share/wordpress):
 * picks the test site's config, serves wp-content from the test's own folder, runs PHP files,
 * and sends every other address to index.php (pretty permalinks, as a rewriting web server
 * would).
 */
$_SERVER['WORDPRESS_CONFIG'] = getenv('SHOP_WP_CONFIG');
$root    = '/usr/share/wordpress';
$content = getenv('SHOP_WP_CONTENT');
$path    = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( strpos( $path, '..' ) !== false ) {
	http_response_code( 400 );
	return true;
}

if ( strpos( $path, '/wp-content/' ) === 0 ) {
	$file = $content . substr( $path, strlen( '/wp-content' ) );
	if ( ! is_file( $file ) || preg_match( '/\.php$/i', $file ) ) {
		http_response_code( 404 );
		return true;
	}
	$types = array(
		'js'    => 'text/javascript',
		'mjs'   => 'text/javascript',
		'css'   => 'text/css',
		'json'  => 'application/json',
		'map'   => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'webp'  => 'image/webp',
		'woff2' => 'font/woff2',
		'woff'  => 'font/woff',
		'ttf'   => 'font/ttf',
		'txt'   => 'text/plain',
	);
	$ext = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( isset( $types[ $ext ] ) ? $types[ $ext ] : 'application/octet-stream' ) );
	header( 'Content-Length: ' . filesize( $file ) );
	readfile( $file );
	return true;
}

$file = $root . $path;
if ( $path !== '/' && file_exists( $file ) ) {
	if ( is_dir( $file ) ) {
		if ( substr( $path, -1 ) !== '/' ) {
			header( 'Location: ' . $path . '/', true, 301 );
			return true;
		}
		$path .= 'index.php';
		$file .= 'index.php';
		if ( ! is_file( $file ) ) {
			http_response_code( 404 );
			return true;
		}
	}
	if ( ! preg_match( '/\.php$/i', $file ) ) {
		return false;
	}
} else {
	$path = '/index.php';
	$file = $root . '/index.php';
}

$_SERVER['SCRIPT_NAME']     = $path;
$_SERVER['PHP_SELF']        = $path;
$_SERVER['SCRIPT_FILENAME'] = $file;
chdir( dirname( $file ) );
require $file;
