/**
 * `getTranslations` of next-intl/server, from the storefront's own message file. A module of its own,
 * importing none of the shop's: the mock of next-intl/server loads it while the shop's modules that
 * import next-intl/server are still loading, and a module that imports them back would wait forever.
 */
export async function serverTranslations({ locale, namespace }: { locale: string; namespace: string }) {
  const { createTranslator } = await import('next-intl');
  const messages = (await import(`@/messages/${locale}.json`)) as { default: Record<string, unknown> };
  return createTranslator({ locale, messages: messages.default, namespace: namespace as never });
}
