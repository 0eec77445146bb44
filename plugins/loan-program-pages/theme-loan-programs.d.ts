// The component the loan-program-pages plugin adds to the theme (plugins/loan-program-pages/theme).
declare module '@theme/LoanProgramPage' {
  export {default} from '../plugins/loan-program-pages/theme/LoanProgramPage';
}
