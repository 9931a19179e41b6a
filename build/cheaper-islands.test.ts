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

  it('leaves every other file alone', () => {
    expect(transform(SERIALIZE_CODE, '/app/src/lib/other.js')).toBeNull();
  });

  it('refuses to build when Astro no longer has the code it rewrites', () => {
    expect(() => transform('export function somethingElse() {}', SERIALIZE_FILE)).toThrow(/no longer has serializeProps/);
    expect(() => transform('export function somethingElse() {}', COMPONENT_FILE)).toThrow(/no longer hashes/);
    expect(() => transform('export function somethingElse() {}', UTIL_FILE)).toThrow(/no longer tries attributes/);
  });
});
