export {default as EstimateDialogProvider, preloadEstimateDialog} from './Provider';
export {useEstimateDialog, dialogHashes} from './context';
export {useDialogButton} from './useDialogButton';
