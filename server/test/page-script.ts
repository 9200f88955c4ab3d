import { PAGE_CONFIG_GLOBAL, pageConfig, type PageConfig } from '#common/app-config';

export interface PageScript {
  nonce: string;
  /** Every `window.x = …` the inline script sets, parsed from its JSON. */
  globals: Record<string, unknown>;
  config: PageConfig;
}

/** Reads the inline config script of a served page, as the browser would run it. */
export function readPageScript(html: string): PageScript {
  const script = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  if (!script) throw new Error('the page has no inline config script');
  const [, nonce = '', body = ''] = script;
  const globals: Record<string, unknown> = {};
  for (const [, name = '', json = ''] of body.matchAll(/window\.(\w+)=(.*?);(?=window\.|$)/g)) {
    globals[name] = JSON.parse(json);
  }
  return { nonce, globals, config: pageConfig.parse(globals[PAGE_CONFIG_GLOBAL]) };
}

/** The public session id a served page hands to its tracking calls. */
export function sessionIdOf(html: string): string {
  return readPageScript(html).config.sessionId;
}
