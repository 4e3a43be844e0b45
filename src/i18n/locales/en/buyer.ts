/**
 * English UI strings of the `buyer` part: what the buyer's pages share (loaded with the account, order and viewer parts). These files define the keys:
 * `defineStrings(namespace)` is typed by them, and every other language has exactly these keys.
 * Loaded on demand as a chunk of its own (see ../../load.ts).
 */
export default {
  buyer: {
    loginPrompt: 'Log in to see your purchases.',
    logIn: 'Log in',
    forbidden: 'You do not have access to this.',
    notFound: 'We could not find this. Check the address, or try again.',
    order: 'Order {id}',
    qty: 'Quantity {n}',
    pay: 'Continue to payment',
    paying: 'Starting the payment…',
    s_pending: 'Awaiting payment',
    s_paid: 'Paid',
    s_delivered: 'Delivered',
    s_confirmed: 'Purchase confirmed',
    s_refund_requested: 'Refund requested',
    s_return_requested: 'Return requested',
    s_refunded: 'Refunded',
    s_cancelled: 'Cancelled',
    l_pending: 'Not started',
    l_processing: 'In progress',
    l_completed: 'Completed',
    t_all: 'All',
    t_vod: 'Videos',
    t_live: 'Live',
    t_offline: 'Offline',
    t_digital_content: 'Downloads',
    t_membership: 'Memberships',
  },
};
