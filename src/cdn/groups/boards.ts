/** CDN group chunk `boards`: the board and the post pages. */
import '../../define/shop-board.js';
import '../../define/shop-post.js';
