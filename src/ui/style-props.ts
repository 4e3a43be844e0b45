/**
 * `<span ${styleProps({ '--swatch': '#ff0000' })}>` sets style properties through the CSSOM, never
 * through a `style` attribute, so pages with a strict `style-src 'self'` policy allow it.
 */
import { nothing } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';

class StylePropsDirective extends Directive {
  render(_props: Record<string, string>): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [props]: [Record<string, string>]): typeof nothing {
    const style = (part.element as HTMLElement).style;
    for (const [name, value] of Object.entries(props)) style.setProperty(name, value);
    return nothing;
  }
}

export const styleProps = directive(StylePropsDirective);
