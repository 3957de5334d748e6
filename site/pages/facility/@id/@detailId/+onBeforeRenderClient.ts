// The page's code and its other cards' before a move to this page renders it (facilityDetailPart.ts).
export { preloadDetailOnMove as default } from '../../shared/facilityDetailPart.ts';
