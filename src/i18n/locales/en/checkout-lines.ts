/**
 * English texts of the messages next to the checkout's lines that the platform refused
 * (../../../elements/shop-checkout/line-errors.ts). Not a part of the language packs: that chunk,
 * loaded the first time an order is refused because of a line, holds them in the three languages,
 * so that no checkout pays for them before. These keys are the ones every language has.
 */
export default {
  minimum: 'The minimum order quantity of this item is {quantity}.',
  unavailable: 'This item can no longer be ordered.',
  inputs: 'This item needs details you enter on its product page: {reason} Remove it here, then add it again from its product page.',
  optionEnded: 'This option is no longer sold.',
  refused: 'This item cannot be ordered as it is: {reason}',
  gone: '{name} is no longer in your cart: {reason}',
  change: 'Change to {quantity}',
  remove: 'Remove',
  removeItem: 'Remove {name}',
  changed: 'Quantity of {name} is now {quantity}.',
  removed: '{name} was removed from your cart.',
};
