// The components the faqs plugin adds to the theme (plugins/faqs/theme).
declare module '@theme/FaqList' {
  export {default, FaqItemsProvider} from '../plugins/faqs/theme/FaqList';
}
declare module '@theme/FaqPage' {
  export {default} from '../plugins/faqs/theme/FaqPage';
}
