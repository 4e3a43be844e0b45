/**
 * The shop blocks in the editor. Every block is dynamic (the server renders the element), so
 * the editor shows a placeholder naming the block and the fields of its attributes; the
 * element itself appears on the published page. Plain script on WordPress's globals: no build.
 */
( function ( wp ) {
	'use strict';
	var el = wp.element.createElement;
	var __ = wp.i18n.__;
	var components = wp.components;
	var blockEditor = wp.blockEditor;

	/** Labels and hints of the attributes (the block.json files define them). */
	var FIELDS = {
		kind: { label: __( 'Shows', 'shop-elements' ), options: { product: __( 'Products', 'shop-elements' ), content: __( 'Courses, events and digital contents', 'shop-elements' ) } },
		href: { label: __( 'Link of a card', 'shop-elements' ), help: __( 'For example /product/?product_id={product_id} or /course/?content_id={content_id}', 'shop-elements' ) },
		contentType: { label: __( 'Content type', 'shop-elements' ), options: { '': __( 'All', 'shop-elements' ), vod: 'VOD', live: __( 'Live', 'shop-elements' ), offline: __( 'Offline', 'shop-elements' ), digital_content: __( 'Digital', 'shop-elements' ) } },
		limit: { label: __( 'Cards per page', 'shop-elements' ) },
		orderby: { label: __( 'Order', 'shop-elements' ), help: __( 'For example newest (empty: the platform’s order)', 'shop-elements' ) },
		categoryId: { label: __( 'Only this category (id)', 'shop-elements' ) },
		tagId: { label: __( 'Only this tag (id)', 'shop-elements' ) },
		showSearch: { label: __( 'Search box', 'shop-elements' ) },
		showCategories: { label: __( 'Category filter', 'shop-elements' ) },
		showTags: { label: __( 'Tag filter', 'shop-elements' ) },
		multiple: { label: __( 'Several categories or tags at once', 'shop-elements' ) },
		showSort: { label: __( 'Sort control', 'shop-elements' ) },
		sortOptions: { label: __( 'Sort choices', 'shop-elements' ), help: __( 'A comma list of newest, price_asc, price_desc, name (empty: newest).', 'shop-elements' ) },
		pagination: { label: __( 'More cards', 'shop-elements' ), options: { pages: __( 'Page numbers', 'shop-elements' ), more: __( 'A “Load more” button', 'shop-elements' ) } },
		syncUrl: { label: __( 'Filters, sort and page in the page address', 'shop-elements' ), help: __( 'A filtered list can then be shared, and survives Back and reload. One catalog per page.', 'shop-elements' ) },
		quickView: { label: __( 'Quick view button on each card', 'shop-elements' ) },
		productId: { label: __( 'Product id', 'shop-elements' ), help: __( 'Empty: read ?product_id= from the page address, so one page shows every product.', 'shop-elements' ) },
		contentId: { label: __( 'Content id', 'shop-elements' ), help: __( 'Empty: read ?content_id= from the page address, so one page shows every content.', 'shop-elements' ) },
		urlPattern: { label: __( 'Address pattern', 'shop-elements' ), help: __( 'Optional, for pretty addresses, e.g. /products/{product_id}/', 'shop-elements' ) },
		checkoutHref: { label: __( 'Checkout page', 'shop-elements' ), help: __( 'For example /checkout/', 'shop-elements' ) },
		cartHref: { label: __( 'Cart page', 'shop-elements' ), help: __( 'For example /cart/', 'shop-elements' ) },
		redirectUrl: { label: __( 'Payment result page', 'shop-elements' ), help: __( 'Required: the page with the “Shop payment result” block, e.g. /payment-result/', 'shop-elements' ) },
		view: { label: __( 'Shows', 'shop-elements' ), options: { overview: __( 'Orders, purchased items and contents', 'shop-elements' ), order: __( 'One order (from the page address)', 'shop-elements' ), viewer: __( 'The player of one purchased content', 'shop-elements' ), board: __( 'The posts of a board', 'shop-elements' ), post: __( 'One post (from the page address)', 'shop-elements' ) } },
		orderHref: { label: __( 'Link of an order', 'shop-elements' ), help: __( 'For example /order/?order_id={order_id}', 'shop-elements' ) },
		contentHref: { label: __( 'Link of a content', 'shop-elements' ), help: __( 'For example /watch/?content_id={content_id}', 'shop-elements' ) },
		boardId: { label: __( 'Board id', 'shop-elements' ), help: __( 'Empty: read ?board_id= from the page address.', 'shop-elements' ) },
		postHref: { label: __( 'Link of a post', 'shop-elements' ), help: __( 'For example /post/?post_id={post_id}', 'shop-elements' ) },
		writeHref: { label: __( 'Write page', 'shop-elements' ) },
		cartLabel: { label: __( 'Cart link text', 'shop-elements' ), help: __( 'Empty: “Cart”', 'shop-elements' ) },
		showLogin: { label: __( 'Log-in button', 'shop-elements' ) },
		drawer: { label: __( 'Mini-cart drawer', 'shop-elements' ), help: __( 'The cart link opens a side sheet with the cart (and still goes to the cart page without JavaScript).', 'shop-elements' ) },
		openOnAdd: { label: __( 'Open the drawer on every add to the cart', 'shop-elements' ) },
	};

	/** Fields that apply only with some values of the others. */
	var SHOWN_WHEN = {
		contentType: function ( a ) {
			return a.kind === 'content';
		},
		quickView: function ( a ) {
			return a.kind !== 'content';
		},
		multiple: function ( a ) {
			return a.showCategories !== false || !! a.showTags;
		},
		sortOptions: function ( a ) {
			return !! a.showSort;
		},
		openOnAdd: function ( a ) {
			return !! a.drawer;
		},
		orderHref: function ( a ) {
			return ! a.view || a.view === 'overview';
		},
		contentHref: function ( a ) {
			return ! a.view || a.view === 'overview';
		},
		urlPattern: function ( a ) {
			return ! a.view || a.view !== 'overview';
		},
		boardId: function ( a ) {
			return ! a.view || a.view === 'board';
		},
		postHref: function ( a ) {
			return ! a.view || a.view === 'board';
		},
		writeHref: function ( a ) {
			return ! a.view || a.view === 'board';
		},
	};

	function field( name, schema, value, set ) {
		var f = FIELDS[ name ] || { label: name };
		var change = function ( v ) {
			var next = {};
			next[ name ] = schema.type === 'number' ? ( v === '' ? undefined : Number( v ) ) : v;
			set( next );
		};
		if ( schema.type === 'boolean' ) {
			return el( components.ToggleControl, { key: name, label: f.label, checked: !! value, onChange: change } );
		}
		if ( schema.enum ) {
			var options = schema.enum.map( function ( v ) {
				return { value: v, label: ( f.options && f.options[ v ] ) || v };
			} );
			return el( components.SelectControl, { key: name, label: f.label, value: value, options: options, onChange: change } );
		}
		return el( components.TextControl, {
			key: name,
			label: f.label,
			help: f.help,
			type: schema.type === 'number' ? 'number' : 'text',
			value: value === undefined || value === null ? '' : String( value ),
			onChange: change,
		} );
	}

	/** The editor of every shop block: a placeholder with the fields of its attributes. */
	function edit( props ) {
		var type = wp.blocks.getBlockType( props.name );
		var attributes = type.attributes || {};
		var fields = Object.keys( attributes ).filter( function ( key ) {
			return Object.prototype.hasOwnProperty.call( FIELDS, key ) && ( ! SHOWN_WHEN[ key ] || SHOWN_WHEN[ key ]( props.attributes ) );
		} ).map( function ( key ) {
			return field( key, attributes[ key ], props.attributes[ key ], props.setAttributes );
		} );
		return el(
			'div',
			blockEditor.useBlockProps(),
			el(
				components.Placeholder,
				{ icon: type.icon && type.icon.src, label: type.title, instructions: type.description },
				fields.length ? el( 'div', { style: { width: '100%' } }, fields ) : null
			)
		);
	}

	// Title, attributes and the rest come from each block.json (WordPress hands the server's
	// definitions to registerBlockType); the blocks save no HTML: the server renders them.
	[ 'catalog', 'product', 'content', 'cart', 'checkout', 'result', 'account', 'board', 'header' ].forEach( function ( short ) {
		wp.blocks.registerBlockType( 'shop-elements/' + short, {
			edit: edit,
			save: function () {
				return null;
			},
		} );
	} );
} )( window.wp );
