/**
 * CDN group chunk `content`: the content page. The core starts its first read
 * (GET /contents/{content_id}) itself when it sees its tag (../lazy.ts), so that the page does not
 * wait on this chunk before that request.
 */
import '../../define/shop-content-detail.js';
