import { describe, expect, it } from 'vitest';
import { cheaperIslands } from './cheaper-islands.mjs';

const SERIALIZE_FILE = '/app/node_modules/astro/dist/runtime/server/serialize.js';
const SERIALIZE_CODE = `let walked = 0;
function serializeObject(value) {
  walked++;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, [0, v]]));
}
function serializeProps(props, metadata) {
  const serialized = JSON.stringify(serializeObject(props, metadata));
  return serialized;
}
export {
  serializeProps
};`;
const COMPONENT_FILE = '/app/node_modules/astro/dist/runtime/server/render/component.js';
const COMPONENT_CODE = `async function renderFrameworkComponent(result, displayName, Component, _props, slots = {}) {
  const astroId = shorthash(
    \`<!--\${metadata.componentExport.value}:\${metadata.componentUrl}-->
\${html}
\${serializeProps(
      props,
      metadata
    )}\`
  );
}`;

const UTIL_FILE = '/app/node_modules/astro/dist/runtime/server/render/util.js';
const UTIL_CODE = `let parsed = 0;
function isHttpUrl(url) {
  parsed++;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
function addAttribute(value, key) {
  if (typeof value === "string" && value.includes("&") && isHttpUrl(value)) {
    return \` \${key}="\${value}"\`;
  }
  return \` \${key}="\${value.replaceAll('&', '&amp;')}"\`;
}`;

const REACT_FILE = '/app/node_modules/@astrojs/react/dist/server.js';
const REACT_CODE = `let renders = 0;
const ReactDOM = { renderToString: (vnode) => (renders++, '<form>' + vnode.props.city + '</form>') };
async function renderToStaticMarkup(Component, props, { default: children, ...slotted }) {
  const newChildren = children ?? props.children;
  const vnode = { props };
  let html;
  if (true) {
    html = ReactDOM.renderToString(vnode);
  }
  return { html };
}`;

type Transform = (code: string, id: string) => { code: string } | null;
const transform = cheaperIslands().transform as Transform;

function serializer() {
  const code = transform(SERIALIZE_CODE, SERIALIZE_FILE)!.code.replace(/export \{\s*serializeProps\s*\};/, 'return { serializeProps, walks: () => walked };');
  return new Function(code)() as { serializeProps: (props: object, metadata: object) => string; walks: () => number };
}

describe('cheaperIslands', () => {
  it('serializes the props of one island once, however often they are asked for', () => {
    const { serializeProps, walks } = serializer();
    const props = { city: 'Lahore' };
    expect(serializeProps(props, {})).toBe('{"city":[0,"Lahore"]}');
    expect(serializeProps(props, {})).toBe('{"city":[0,"Lahore"]}');
    expect(walks()).toBe(1);
  });

  it('serializes each island of its own (a new props object) afresh', () => {
    const { serializeProps, walks } = serializer();
    expect(serializeProps({ city: 'Lahore' }, {})).toBe('{"city":[0,"Lahore"]}');
    expect(serializeProps({ city: 'Karachi' }, {})).toBe('{"city":[0,"Karachi"]}');
    expect(walks()).toBe(2);
  });

  it("names an island by its props and its markup's length, not by its whole markup", () => {
    const out = transform(COMPONENT_CODE, COMPONENT_FILE)!.code;
    expect(out).toContain('${html?.length ?? 0}');
    expect(out).not.toContain('${html}');
  });

  it('tries as a URL only an attribute that starts like one', () => {
    const code = transform(UTIL_CODE, UTIL_FILE)!.code;
    const { addAttribute, parses } = new Function(`${code}; return { addAttribute, parses: () => parsed };`)() as {
      addAttribute: (value: string, key: string) => string;
      parses: () => number;
    };
    expect(addAttribute('{&quot;city&quot;:[0,&quot;Lahore&quot;]}', 'props')).toBe(' props="{&amp;quot;city&amp;quot;:[0,&amp;quot;Lahore&amp;quot;]}"');
    expect(parses()).toBe(0);
    expect(addAttribute('https://tiles.example/?a=1&b=2', 'href')).toBe(' href="https://tiles.example/?a=1&b=2"');
    expect(addAttribute(' HTTP://tiles.example/?a=1&b=2', 'href')).toBe(' href=" HTTP://tiles.example/?a=1&b=2"');
    expect(parses()).toBe(2);
  });

  describe('a pure island rendered once per distinct props', () => {
    type Render = (Component: object, props: object, slots?: Record<string, unknown>) => Promise<{ html: string }>;
    const renderer = () => {
      const code = transform(REACT_CODE, REACT_FILE)!.code;
      return new Function(`${code}; return { render: (C, p, s = {}) => renderToStaticMarkup(C, p, s), renders: () => renders };`)() as {
        render: Render;
        renders: () => number;
      };
    };
    const pure = () => Object.assign(() => null, { [Symbol.for('basera:pure-island')]: true });

    it('renders equal props once and serves the same markup again', async () => {
      const { render, renders } = renderer();
      const Filters = pure();
      expect((await render(Filters, { city: 'Lahore', areas: [1, 2] })).html).toBe('<form>Lahore</form>');
      expect((await render(Filters, { city: 'Lahore', areas: [1, 2] })).html).toBe('<form>Lahore</form>');
      expect(renders()).toBe(1);
      expect((await render(Filters, { city: 'Karachi', areas: [1, 2] })).html).toBe('<form>Karachi</form>');
      expect((await render(Filters, { city: 'Lahore', areas: [1, 3] })).html).toBe('<form>Lahore</form>');
      expect(renders()).toBe(3);
    });

    it('keeps each component apart', async () => {
      const { render, renders } = renderer();
      await render(pure(), { city: 'Lahore' });
      await render(pure(), { city: 'Lahore' });
      expect(renders()).toBe(2);
    });

    it('renders every time a component not marked pure, one with children or slots, or props that are not plain data', async () => {
      const { render, renders } = renderer();
      const plain = () => null;
      await render(plain, { city: 'Lahore' });
      await render(plain, { city: 'Lahore' });
      const Filters = pure();
      await render(Filters, { city: 'Lahore' }, { default: 'child' });
      await render(Filters, { city: 'Lahore' }, { default: 'child' });
      await render(Filters, { city: 'Lahore' }, { footer: 'slot' });
      await render(Filters, { city: 'Lahore', onPick: () => undefined });
      await render(Filters, { city: 'Lahore', onPick: () => undefined });
      await render(Filters, { city: 'Lahore', seen: new Set([1]) });
      await render(Filters, { city: 'Lahore', seen: new Set([2]) });
      expect(renders()).toBe(9);
    });

    it('keeps at most 200 per component, the least recently used going first', async () => {
      const { render, renders } = renderer();
      const Filters = pure();
      for (let i = 0; i < 200; i++) await render(Filters, { city: `City ${i}` });
      await render(Filters, { city: 'City 0' });
      expect(renders()).toBe(200);
      await render(Filters, { city: 'City 200' });
      await render(Filters, { city: 'City 0' });
      expect(renders()).toBe(201);
      await render(Filters, { city: 'City 1' });
      expect(renders()).toBe(202);
    });
  });

  it('leaves every other file alone', () => {
    expect(transform(SERIALIZE_CODE, '/app/src/lib/other.js')).toBeNull();
  });

  it('refuses to build when Astro no longer has the code it rewrites', () => {
    expect(() => transform('export function somethingElse() {}', SERIALIZE_FILE)).toThrow(/no longer has serializeProps/);
    expect(() => transform('export function somethingElse() {}', COMPONENT_FILE)).toThrow(/no longer hashes/);
    expect(() => transform('export function somethingElse() {}', UTIL_FILE)).toThrow(/no longer tries attributes/);
    expect(() => transform('export function somethingElse() {}', REACT_FILE)).toThrow(/no longer renders an island/);
  });
});
