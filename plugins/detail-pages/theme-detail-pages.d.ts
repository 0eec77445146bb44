// The component the detail-pages plugin adds to the theme (plugins/detail-pages/theme).
declare module '@theme/DetailPage' {
  export {default} from '../plugins/detail-pages/theme/DetailPage';
}
