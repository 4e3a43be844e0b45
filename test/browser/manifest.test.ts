/**
 * custom-elements.json (what editors, docs and the framework typings are generated from) against
 * the elements themselves: every observed attribute listed, every event typed with its class,
 * every --shop-* theme property documented.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';

interface ManifestElement {
  tagName?: string;
  customElement?: boolean;
  attributes?: Array<{ name: string }>;
  events?: Array<{ name?: string; type?: { text: string } }>;
  cssProperties?: Array<{ name: string }>;
}

const THEME = [
  '--shop-color-primary',
  '--shop-color-on-primary',
  '--shop-color-text',
  '--shop-color-muted',
  '--shop-color-surface',
  '--shop-color-border',
  '--shop-color-danger',
  '--shop-color-success',
  '--shop-radius',
  '--shop-font-family',
  '--shop-space',
  '--shop-color-skeleton',
  '--shop-color-rating',
  '--shop-color-image-background',
];

async function manifestElements(): Promise<ManifestElement[]> {
  const manifest = (await (await fetch('/custom-elements.json')).json()) as { modules: Array<{ declarations?: ManifestElement[] }> };
  return manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
}

describe('custom-elements.json', () => {
  it('lists all 23 elements, each once', async () => {
    const tags = (await manifestElements()).map((d) => d.tagName!);
    expect(tags.length).to.equal(23);
    expect(new Set(tags).size).to.equal(23);
    for (const tag of tags) expect(customElements.get(tag), tag).to.be.a('function');
  });

  it("lists exactly each element's runtime observedAttributes (inherited ones included)", async () => {
    for (const d of await manifestElements()) {
      const runtime = [...((customElements.get(d.tagName!) as unknown as { observedAttributes: string[] }).observedAttributes ?? [])].sort();
      const listed = (d.attributes ?? []).map((a) => a.name).sort();
      expect(listed, `<${d.tagName}>`).to.deep.equal(runtime);
    }
  });

  it('types every event with its event class', async () => {
    let events = 0;
    for (const d of await manifestElements()) {
      for (const e of d.events ?? []) {
        events++;
        const expected = `${e.name!.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}Event`;
        expect(e.type?.text, `${d.tagName} ${e.name}`).to.equal(expected);
      }
    }
    expect(events).to.be.greaterThan(40);
  });

  it('documents every --shop-* theme property on every element', async () => {
    for (const d of await manifestElements()) {
      const names = (d.cssProperties ?? []).map((p) => p.name);
      for (const token of THEME) expect(names, `<${d.tagName}>`).to.include(token);
    }
  });
});
