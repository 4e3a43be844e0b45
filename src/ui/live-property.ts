/**
 * `.value=${liveProperty(text)}`, `.checked=${liveProperty(on)}`: a property binding of a form
 * control compared with the control's own property at each render, not with the value last
 * rendered, so that the control shows the element's state also after the buyer changed it (a
 * choice the list did not take, Back restoring a filter, the URL read back). What Lit's `live`
 * directive does for property bindings (lit/directives/live.js, which also checks attribute
 * bindings and its own use: code the catalog chunk would carry for three filters that only bind
 * properties).
 */
import { noChange, type PropertyPart } from 'lit';
import { Directive, directive } from 'lit/directive.js';

class LivePropertyDirective extends Directive {
  render(value: unknown): unknown {
    return value;
  }

  /** Sets the control's property to `value` when it differs (strict equality); Lit itself sets nothing. */
  override update(part: PropertyPart, [value]: [unknown]): typeof noChange {
    const control = part.element as unknown as Record<string, unknown>;
    if (control[part.name] !== value) control[part.name] = value;
    return noChange;
  }
}

export const liveProperty = directive(LivePropertyDirective);
