/**
 * Texts of the tenant's own pages (sign-in, sign-out, errors) in the portal's three languages.
 * The tenant is never imported by the portal, so it keeps its own small dictionary.
 */
export type TenantLocale = 'en' | 'tr' | 'ar';

export interface TenantStrings {
  pageTitle: string;
  tenantName: string;
  heading: string;
  intro: string;
  accountsHeading: string;
  emailHeading: string;
  emailLabel: string;
  emailHint: string;
  signIn: string;
  cancel: string;
  unknownEmail: string;
  noPassword: string;
  userTypes: Record<'staff' | 'client' | 'vendor', string>;
  signingOutTitle: string;
  signingOut: string;
  continue: string;
  signedOutTitle: string;
  signedOut: string;
  errorTitle: string;
  errorIntro: string;
  expiredTitle: string;
  expired: string;
}

export const tenantStrings: Record<TenantLocale, TenantStrings> = {
  en: {
    pageTitle: 'Sign in – Local tenant',
    tenantName: 'Local tenant',
    heading: 'Sign in',
    intro: 'Pick a demo account to continue to the client portal.',
    accountsHeading: 'Demo accounts',
    emailHeading: 'Or use an email address',
    emailLabel: 'Email address',
    emailHint: 'Any email address of a demo account.',
    signIn: 'Sign in',
    cancel: 'Cancel',
    unknownEmail: 'No account with that email in this tenant.',
    noPassword: 'This is a local stand-in for Microsoft Entra ID. No password is needed.',
    userTypes: { staff: 'Staff', client: 'Client', vendor: 'Vendor' },
    signingOutTitle: 'Signing out – Local tenant',
    signingOut: 'Signing you out…',
    continue: 'Continue',
    signedOutTitle: 'Signed out – Local tenant',
    signedOut: 'You have been signed out. You can close this window.',
    errorTitle: 'Something went wrong',
    errorIntro: 'The sign-in request could not be completed.',
    expiredTitle: 'Sign-in expired',
    expired: 'This sign-in request has expired or was already used. Close this window and try again.',
  },
  tr: {
    pageTitle: 'Oturum açın – Yerel kiracı',
    tenantName: 'Yerel kiracı',
    heading: 'Oturum açın',
    intro: 'Müşteri portalına devam etmek için bir demo hesabı seçin.',
    accountsHeading: 'Demo hesapları',
    emailHeading: 'Ya da bir e-posta adresi kullanın',
    emailLabel: 'E-posta adresi',
    emailHint: 'Herhangi bir demo hesabının e-posta adresi.',
    signIn: 'Oturum aç',
    cancel: 'İptal',
    unknownEmail: 'Bu kiracıda bu e-posta adresine sahip bir hesap yok.',
    noPassword: 'Bu, Microsoft Entra ID için yerel bir yedektir. Parola gerekmez.',
    userTypes: { staff: 'Personel', client: 'Müşteri', vendor: 'Tedarikçi' },
    signingOutTitle: 'Oturum kapatılıyor – Yerel kiracı',
    signingOut: 'Oturumunuz kapatılıyor…',
    continue: 'Devam',
    signedOutTitle: 'Oturum kapatıldı – Yerel kiracı',
    signedOut: 'Oturumunuz kapatıldı. Bu pencereyi kapatabilirsiniz.',
    errorTitle: 'Bir sorun oluştu',
    errorIntro: 'Oturum açma isteği tamamlanamadı.',
    expiredTitle: 'Oturum açma süresi doldu',
    expired: 'Bu oturum açma isteğinin süresi doldu veya zaten kullanıldı. Bu pencereyi kapatıp yeniden deneyin.',
  },
  ar: {
    pageTitle: 'تسجيل الدخول – المستأجر المحلي',
    tenantName: 'المستأجر المحلي',
    heading: 'تسجيل الدخول',
    intro: 'اختر حسابًا تجريبيًا للمتابعة إلى بوابة العملاء.',
    accountsHeading: 'الحسابات التجريبية',
    emailHeading: 'أو استخدم عنوان بريد إلكتروني',
    emailLabel: 'عنوان البريد الإلكتروني',
    emailHint: 'أي عنوان بريد إلكتروني لحساب تجريبي.',
    signIn: 'تسجيل الدخول',
    cancel: 'إلغاء',
    unknownEmail: 'لا يوجد حساب بهذا البريد الإلكتروني في هذا المستأجر.',
    noPassword: 'هذا بديل محلي لـ Microsoft Entra ID. لا حاجة إلى كلمة مرور.',
    userTypes: { staff: 'موظف', client: 'عميل', vendor: 'مورّد' },
    signingOutTitle: 'جارٍ تسجيل الخروج – المستأجر المحلي',
    signingOut: 'جارٍ تسجيل خروجك…',
    continue: 'متابعة',
    signedOutTitle: 'تم تسجيل الخروج – المستأجر المحلي',
    signedOut: 'تم تسجيل خروجك. يمكنك إغلاق هذه النافذة.',
    errorTitle: 'حدث خطأ ما',
    errorIntro: 'تعذّر إكمال طلب تسجيل الدخول.',
    expiredTitle: 'انتهت صلاحية تسجيل الدخول',
    expired: 'انتهت صلاحية طلب تسجيل الدخول هذا أو سبق استخدامه. أغلق هذه النافذة وحاول مرة أخرى.',
  },
};

const LOCALES: readonly TenantLocale[] = ['en', 'tr', 'ar'];

function match(tag: string): TenantLocale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === primary);
}

/**
 * The page language: the first supported entry of `ui_locales` (space-separated, in order of
 * preference), else the best supported entry of Accept-Language, else English.
 */
export function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): TenantLocale {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const locale = match(tag);
      if (locale) return locale;
    }
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((entry, index) => {
        const [tag = '', ...params] = entry.split(';');
        const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
        return { tag, q: q === undefined ? 1 : Number(q), index };
      })
      .filter((entry) => entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      const locale = match(tag);
      if (locale) return locale;
    }
  }
  return 'en';
}

export function directionOf(locale: TenantLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
