/** CDN group chunk `viewer`: the content viewer (the lessons of a bought content). */
import '../../define/shop-content-viewer.js';
