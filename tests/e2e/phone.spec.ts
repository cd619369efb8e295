import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  collections,
  currencyForMarket,
  displayPrice,
  languages,
  paths,
  type MarketCode,
  type ProductData,
  type RouteLanguage,
} from '@sprout/core';
import { adminDb } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { useBrowsers } from '../support/browser';
import { addOwnChild, existingParent, signInToDashboard } from '../support/accounts';
import { catalogueProduct, measurementData, productData } from '../support/factories';
import { axeViolations } from '../support/axe';
import { sizeLabelCount, wrappedSizeLabels } from '../support/size-labels';
import { translated } from '../support/catalogs';

// Issue 30 on a 390 x 844 phone (every journey's viewport), once per language of the issue: an
// American family in inches on a light phone, a Swedish one and a Saudi one (right to left) on
// dark phones. Each page is checked by axe in the phone's theme and in the other one.
const openBrowser = useBrowsers();
const run = Date.now().toString(36);
// With SPROUT_SCREENSHOTS naming a folder, each page is saved there for a person to look at.
const folder = process.env.SPROUT_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `phone-${name}.png`), fullPage: true });
}

const phones = [
  { lang: 'en-US', market: 'US', system: 'imperial', colorScheme: 'light' },
  { lang: 'sv', market: 'SE', system: 'metric', colorScheme: 'dark' },
  { lang: 'ar', market: 'SA', system: 'metric', colorScheme: 'dark' },
] as const satisfies readonly {
  lang: RouteLanguage;
  market: MarketCode;
  system: 'metric' | 'imperial';
  colorScheme: 'light' | 'dark';
}[];

/** Three winter jackets (a group) and a hat (alone of its kind), in every season and size. */
async function productsFor(market: MarketCode) {
  const written: (ProductData & { id: string })[] = [];
  const kinds = [
    { item: 'Winter jackets', en: 'Puffer', sv: 'Dunjacka', ar: 'سترة منفوخة' },
    { item: 'Winter jackets', en: 'Parka', sv: 'Parkas', ar: 'باركا' },
    { item: 'Winter jackets', en: 'Snow jacket', sv: 'Snöjacka', ar: 'سترة ثلج' },
    { item: 'Hats & Beanies', en: 'Knitted beanie', sv: 'Stickad mössa', ar: 'قبعة محبوكة' },
  ];
  for (const [index, kind] of kinds.entries()) {
    const id = `phone-${run}-${market}-${index}`;
    const data = productData({
      country: market,
      item: kind.item,
      seasons: ['spring', 'summer', 'autumn', 'winter'],
      minSize: '50',
      maxSize: '176',
      usMinSize: null,
      usMaxSize: null,
      title: `${kind.item} - ${kind.en} ${run}`,
      titles: { sv: `${kind.sv} ${run}`, ar: `${kind.ar} ${run}` },
      affiliateUrl: `https://shop.example/p/${id}`,
      priceEur: 40 + index,
      // Far ahead, so these come first under "newest" whatever else the market holds.
      createdAt: `2099-02-01T00:00:0${index}.000Z`,
    });
    await adminDb().doc(paths.product(id)).set(catalogueProduct(data));
    written.push({ id, ...data });
  }
  return written;
}

/** A name that starts with `text` (a count may follow: "Filters (1)"). */
const startsWith = (text: string) =>
  new RegExp('^' + text.replaceAll(/[.*+?^$()|[\]\\{}]/g, '\\$&'));

/** The title a product's card shows on a page in `lang`. */
function shownTitle(product: ProductData, lang: RouteLanguage): string {
  const own = lang === 'sv' || lang === 'ar' ? product.titles?.[lang] : undefined;
  return own ?? product.title.split(' - ')[1] ?? '';
}

/** Axe in the phone's theme, then in the other one (the theme switch sets `data-theme`). */
async function axeBothThemes(page: Page, where: string, theme: 'light' | 'dark') {
  expect(await axeViolations(page), `${where} ${theme}`).toEqual([]);
  const other = theme === 'light' ? 'dark' : 'light';
  await page.evaluate((value) => (document.documentElement.dataset.theme = value), other);
  expect(await axeViolations(page), `${where} ${other}`).toEqual([]);
  await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
}

/**
 * Whether an element's first words break over more than one line. Right to left, the words of one
 * line may be several boxes, so lines are told apart by where the boxes sit.
 */
function wraps(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const text = Array.from(node.childNodes).find(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
    );
    if (!text) throw new Error('No text');
    const range = document.createRange();
    range.selectNodeContents(text);
    const boxes = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    const middles = boxes.map((rect) => (rect.top + rect.bottom) / 2);
    const lowest = Math.min(...boxes.map((rect) => rect.height));
    return Math.max(...middles) - Math.min(...middles) > lowest / 2;
  });
}

/**
 * The product list as a phone shows it: group headers only over several products, the filters
 * behind one button, two cards a row, one line for the shop button, titles in the page's
 * language and prices in the family's currency.
 */
async function expectPhoneProductList(
  list: Locator,
  products: (ProductData & { id: string })[],
  phone: (typeof phones)[number],
) {
  const lang = phone.lang;
  const [jacket, , , hat] = products;
  if (!jacket || !hat) throw new Error('Products not written');
  const jacketCard = list.getByRole('article', { name: shownTitle(jacket, lang), exact: true });
  await jacketCard.waitFor({ timeout: 30_000 });
  // Every group holds several products; the hat, alone of its kind, has no header over it.
  const groupSizes = await list
    .locator('.product-group')
    .evaluateAll((groups) => groups.map((group) => group.querySelectorAll('article').length));
  expect(groupSizes.length).toBeGreaterThan(0);
  expect(Math.min(...groupSizes)).toBeGreaterThan(1);
  // (A filter's inner locator is matched inside each group: it starts from the page.)
  const jackets = list.locator('.product-group').filter({
    has: list.page().getByRole('article', { name: shownTitle(jacket, lang), exact: true }),
  });
  expect(await jackets.getByRole('button').first().textContent()).toContain(
    translated(lang, 'Winter jackets'),
  );
  const hatCard = list.getByRole('article', { name: shownTitle(hat, lang), exact: true });
  expect(
    await hatCard.locator('xpath=ancestor::*[contains(@class,"product-groups__singles")]').count(),
  ).toBe(1);
  // The title in the page's language, not marked as English; the price in the family's currency.
  const heading = jacketCard.getByRole('heading');
  expect(await heading.textContent()).toBe(shownTitle(jacket, lang));
  expect(await heading.getAttribute('lang')).toBeNull();
  const currency = currencyForMarket(phone.market);
  const price = new Intl.NumberFormat(languages[lang].intl, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(displayPrice(jacket.priceEur, currency));
  expect(await jacketCard.locator('.product-card__price').textContent()).toBe(price);
  // The filters sit behind one button beside the search box.
  await list.getByRole('button', { name: startsWith(translated(lang, 'Filters')) }).waitFor();
  expect(await list.getByLabel(translated(lang, 'Category'), { exact: true }).isVisible()).toBe(
    false,
  );
  // Two cards share a row, and each shop button's text keeps to one line.
  const cards = jackets.getByRole('article');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1))).toBeLessThan(2);
  for (const shop of await list.locator('.product-card__shop').all()) {
    expect(await wraps(shop), (await shop.textContent()) ?? '').toBe(false);
  }
}

describe('on a 390 px phone', () => {
  for (const phone of phones) {
    it(`${phone.lang}, ${phone.colorScheme}: sizes first, products that fit the screen, sharing, and nothing for axe`, async () => {
      const { lang } = phone;
      const t = (english: string, values?: Record<string, string>) =>
        translated(lang, english, values);
      const parent = await existingParent(`phone-${lang}`, {
        locale: phone.market,
        language: lang,
        measurementSystem: phone.system,
      });
      const child = await addOwnChild(parent.uid, {
        name: 'Noor',
        birthDate: '2021-06-20',
        gender: 'female',
      });
      for (const [day, height] of [
        ['2026-06-01', 112],
        ['2026-10-01', 115],
      ] as const) {
        await child
          .collection(collections.measurements)
          .doc()
          .set(measurementData({ measuredAt: day, height, weight: 20, footLength: 18 }));
      }
      const products = await productsFor(phone.market);

      const { page } = await openBrowser({ colorScheme: phone.colorScheme });
      await signInToDashboard(page, hostingUrl, parent, { lang });

      // Today's sizes first: on screen without scrolling, each size label on one line.
      await page.getByRole('tab', { name: 'Noor' }).waitFor();
      const clothing = page.getByTestId('clothing-size');
      await clothing.waitFor();
      const box = await clothing.boundingBox();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
      await page.locator('.seasons__size').first().waitFor({ timeout: 30_000 });
      expect(await sizeLabelCount(page)).toBeGreaterThan(2);
      expect(await wrappedSizeLabels(page)).toEqual([]);
      expect(
        await page.evaluate(() => [
          document.documentElement.dir,
          document.documentElement.dataset.theme,
          document.documentElement.scrollWidth <= window.innerWidth + 1,
        ]),
      ).toEqual([lang === 'ar' ? 'rtl' : 'ltr', phone.colorScheme, true]);
      // Deleting the child is not on the card (it waits in Edit child, behind a confirmation).
      await page.getByRole('button', { name: t('Edit child'), exact: true }).waitFor();
      expect(await page.getByRole('button', { name: t('Delete'), exact: true }).count()).toBe(0);
      // The measurement history, in the family's units.
      const historyName = startsWith(t('Measurement history ({count})').split('(')[0] ?? '');
      await page.getByRole('button', { name: historyName }).click();
      const history = page.getByRole('region', { name: historyName });
      await expect.poll(() => history.getByRole('listitem').count()).toBe(2);
      if (phone.system === 'imperial') await history.getByText('45.3 in').waitFor();
      await screenshot(page, `${lang}-${phone.colorScheme}-dashboard`);

      // This season's products.
      const thisSeason = page.locator('section[aria-labelledby="current-season-title"]');
      await expectPhoneProductList(thisSeason, products, phone);
      await axeBothThemes(page, `${lang} dashboard`, phone.colorScheme);

      // Save two products from the list: the toggle keeps its name, pressed.
      const [jacket, , , hat] = products;
      if (!jacket || !hat) throw new Error('Products not written');
      for (const product of [jacket, hat]) {
        const title = shownTitle(product, lang);
        await thisSeason.getByRole('button', { name: t('Save {title}', { title }) }).click();
        await thisSeason
          .getByRole('button', { name: t('Save {title}', { title }), pressed: true })
          .waitFor();
      }

      // The season page: the same list, its sizes on one line each.
      await thisSeason.getByRole('link', { name: t('Open season page') }).click();
      await page.waitForURL(/\/season\//);
      const seasonProducts = page.locator('section[aria-labelledby="season-products-title"]');
      await expectPhoneProductList(seasonProducts, products, phone);
      expect(await wrappedSizeLabels(page)).toEqual([]);
      await axeBothThemes(page, `${lang} season page`, phone.colorScheme);
      await screenshot(page, `${lang}-${phone.colorScheme}-season`);

      // Saved products: the two cards right under the page's heading, the same compact toolbar.
      await page.goto(`${hostingUrl}/${lang}/saved-products`);
      const saved = page.getByRole('article');
      await expect.poll(() => saved.count()).toBe(2);
      expect(
        await page
          .getByRole('article', { name: shownTitle(hat, lang), exact: true })
          .getByRole('heading', { level: 2 })
          .textContent(),
      ).toBe(shownTitle(hat, lang));
      await page.getByRole('button', { name: startsWith(t('Filters')) }).waitFor();
      await axeBothThemes(page, `${lang} saved products`, phone.colorScheme);
      await screenshot(page, `${lang}-${phone.colorScheme}-saved`);

      // Sharing Noor: the link, then WhatsApp and Copy (the share sheet where the phone has one).
      await page.goto(`${hostingUrl}/${lang}/dashboard`);
      await page.getByRole('button', { name: t('Share'), exact: true }).click();
      const dialog = page.getByRole('dialog', {
        name: t('Share {childName}', { childName: 'Noor' }),
      });
      await dialog.getByRole('button', { name: t('Generate link') }).click();
      const link = await dialog.getByLabel(t('Share link')).inputValue();
      expect(link).toMatch(/\/share\/[0-9a-f-]{36}$/);
      await dialog.getByRole('link', { name: t('Send by WhatsApp') }).waitFor();
      await dialog.getByRole('button', { name: t('Copy') }).waitFor();
      await axeBothThemes(page, `${lang} share dialog`, phone.colorScheme);
      await screenshot(page, `${lang}-${phone.colorScheme}-share-dialog`);

      // The link on a newcomer's phone: Google first, then an e-mail account, then sign-in.
      const newcomer = (await openBrowser({ colorScheme: phone.colorScheme })).page;
      const token = link.split('/').pop() ?? '';
      await newcomer.goto(`${hostingUrl}/${lang}/share/${token}`);
      await newcomer.getByRole('heading', { level: 1, name: 'Noor' }).waitFor();
      await newcomer.getByRole('button', { name: translated(lang, 'Reject', {}, 'shell') }).click();
      expect(
        await newcomer.locator('.share-page__join').getByRole('button').allTextContents(),
      ).toEqual([t('Sign up with Google'), t('Create a free account'), t('Sign in')]);
      await axeBothThemes(newcomer, `${lang} share page`, phone.colorScheme);
      await screenshot(newcomer, `${lang}-${phone.colorScheme}-share-page`);
    });
  }
});
