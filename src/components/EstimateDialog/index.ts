export {default as EstimateDialogProvider} from './Provider';
export {useEstimateDialog, dialogHashes, type DialogVariant} from './context';
