// This feature's screens by their route path (app/screens.ts spreads them). Each is loaded when first opened; each
// module reads the page kind from its route (docs/website.md, "the editor").
const list = () => import('./website-list-page.js');
const form = () => import('./website-form-page.js');
const single = () => import('./website-single-page.js');

export const websiteScreens = {
  '/news': list,
  '/news/create': form,
  '/news/update/:id': form,
  '/custom': list,
  '/custom/create': form,
  '/custom/update/:id': form,
  '/priceTable': list,
  '/priceTable/create': form,
  '/priceTable/update/:id': form,
  '/admissionInfo': single,
  '/notice': single,
  '/commonProblems': single,
  '/rentalSpace': single,
  '/privacyPolicy': single,
  '/serviceTerms': single,
  '/companyInfo': single,
  '/websiteInformation': single,
  '/websiteSetting': single,
  '/colorStyleSetting': single,
};
