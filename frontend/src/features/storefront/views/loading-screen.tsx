import { PageSpinner } from '../../../components/PageSpinner';

/** A screen's height while loading: the layout's footer stays below the fold instead of jumping down (CLS). */
export const loadingScreen = <PageSpinner minH="100vh" />;
