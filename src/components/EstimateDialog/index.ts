export {default as EstimateDialogProvider, preloadEstimateDialog} from './Provider';
export {useEstimateDialog, dialogHashes, type DialogVariant} from './context';
