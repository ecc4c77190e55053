import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithPage } from '../test/app-with-page.js';
import { DATABASE_KINDS, type TestApp } from '../test/test-app.js';

const PAGE = '<!doctype html><html lang="en"><head><title>Outbreak Watch</title></head><body></body></html>';

describe.each(DATABASE_KINDS)('the language of the served page, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAppWithPage(kind, PAGE);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/reports?disease_id=3',
      headers: { accept: 'text/html', ...headers },
    });

  it('follows Accept-Language, Arabic right to left', async () => {
    const arabic = await page({ 'accept-language': 'ar-EG,ar;q=0.9' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.headers['content-language']).toBe('ar');

    const chinese = await page({ 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(chinese.body).toContain('<html lang="zh-Hans" dir="ltr">');
  });

  it('prefers the visitor’s chosen language (its cookie), and is English otherwise', async () => {
    const chosen = await page({ 'accept-language': 'ar', cookie: 'ow_lang=fr' });
    expect(chosen.body).toContain('<html lang="fr" dir="ltr">');

    const unknown = await page({ 'accept-language': 'de', cookie: 'ow_lang=xx' });
    expect(unknown.body).toContain('<html lang="en" dir="ltr">');
    expect(unknown.headers['content-language']).toBe('en');
  });
});
