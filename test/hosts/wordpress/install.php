<?php
/**
 * Installs the test WordPress from the command line, as the installer's form would: site,
 * administrator, Twenty Twenty-Three, pretty permalinks; then an Author, and an application
 * password for the administrator and for the Author (the REST API's sign-in). Prints them as
 * JSON. Environment: SHOP_WP_CONFIG (the config's name), SHOP_WP_HOST (localhost:port).
 */
define( 'WP_INSTALLING', true );
$_SERVER['WORDPRESS_CONFIG'] = getenv( 'SHOP_WP_CONFIG' );
$_SERVER['HTTP_HOST']        = getenv( 'SHOP_WP_HOST' );
$_SERVER['SERVER_NAME']      = 'localhost';
$_SERVER['REQUEST_URI']      = '/';
$_SERVER['SERVER_PROTOCOL']  = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']   = 'GET';

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$admin_password = wp_generate_password( 24, false );
$installed      = wp_install( 'Shop hosts test', 'admin', 'admin@example.com', false, '', $admin_password, 'en_US' );
if ( is_wp_error( $installed ) ) {
	fwrite( STDERR, $installed->get_error_message() . "\n" );
	exit( 1 );
}
switch_theme( 'twentytwentythree' );
update_option( 'permalink_structure', '/%postname%/' );
flush_rewrite_rules();

$author_password = wp_generate_password( 24, false );
$author_id       = wp_insert_user(
	array(
		'user_login'   => 'author',
		'user_pass'    => $author_password,
		'user_email'   => 'author@example.com',
		'display_name' => 'Ana Author',
		'role'         => 'author',
	)
);
if ( is_wp_error( $author_id ) ) {
	fwrite( STDERR, $author_id->get_error_message() . "\n" );
	exit( 1 );
}

$admin_app  = WP_Application_Passwords::create_new_application_password( $installed['user_id'], array( 'name' => 'hosts test' ) );
$author_app = WP_Application_Passwords::create_new_application_password( $author_id, array( 'name' => 'hosts test' ) );

echo wp_json_encode(
	array(
		'admin'  => array(
			'user'        => 'admin',
			'password'    => $admin_password,
			'appPassword' => $admin_app[0],
		),
		'author' => array(
			'user'        => 'author',
			'password'    => $author_password,
			'appPassword' => $author_app[0],
			'canUnfilteredHtml' => user_can( $author_id, 'unfiltered_html' ),
			'canEditPages'      => user_can( $author_id, 'edit_pages' ),
		),
		'theme'  => get_stylesheet(),
		'version' => get_bloginfo( 'version' ),
	)
);
