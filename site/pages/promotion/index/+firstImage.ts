// The list's first picture, preloaded from the head (issue 16).
export { offerListFirstImage as default } from '../../../components/offers/firstImage.ts';
