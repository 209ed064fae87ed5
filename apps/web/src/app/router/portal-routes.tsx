import type { RouteObject } from 'react-router';
import { lazyIndex, lazyRoutes } from './lazy-route';

const productList = () =>
  import('@/features/products/pages/product-list-page').then((m) => m.ProductListPage);

// What the person sent: the reports feature's reports and the forms feature's answers on one page.
const sentByYou = async () => {
  const [{ SentPage }, { SentReports }, { SentAnswers }] = await Promise.all([
    import('@/features/profile/pages/sent-page'),
    import('@/features/reports/components/sent-reports'),
    import('@/features/forms/components/sent-answers'),
  ]);
  return function SentRoute() {
    return <SentPage reports={<SentReports />} answers={<SentAnswers />} />;
  };
};

/** Children of /{locale} behind the access redirect (spec 2 route table). */
export const portalRoutes: RouteObject[] = [
  lazyIndex(productList),
  ...lazyRoutes(['products/list', 'products/list/:code'], productList),
  ...lazyRoutes(['products/detail/:id', 'products/detail/:id/:name'], () =>
    import('@/features/products/pages/product-detail-page').then((m) => m.ProductDetailPage),
  ),
  ...lazyRoutes('products/detail/:id/assets', () =>
    import('@/features/products/pages/product-assets-page').then((m) => m.ProductAssetsPage),
  ),
  ...lazyRoutes('products/detail/:id/contents', () =>
    import('./product-contents-route').then((m) => m.ProductContentsRoute),
  ),
  ...lazyRoutes('products/detail/:id/associations', () =>
    import('@/features/products/pages/product-associations-page').then((m) => m.ProductAssociationsPage),
  ),
  ...lazyRoutes('products/detail/:id/leaflet', () =>
    import('@/features/products/pages/product-leaflet-page').then((m) => m.ProductLeafletPage),
  ),
  ...lazyRoutes(['asset/list', 'asset/list/:code'], () =>
    import('@/features/assets/pages/asset-list-page').then((m) => m.AssetListPage),
  ),
  ...lazyRoutes('asset/cart', () => import('@/features/assets/pages/cart-page').then((m) => m.CartPage)),
  ...lazyRoutes(['contents/list', 'contents/list/:code'], () =>
    import('@/features/contents/pages/content-list-page').then((m) => m.ContentListPage),
  ),
  ...lazyRoutes('contents/detail/:id', () =>
    import('@/features/contents/pages/content-detail-page').then((m) => m.ContentDetailPage),
  ),
  ...lazyRoutes(['forms', 'forms/list/:id'], () =>
    import('@/features/forms/pages/form-list-page').then((m) => m.FormListPage),
  ),
  ...lazyRoutes('forms/detail/:id', () =>
    import('@/features/forms/pages/form-detail-page').then((m) => m.FormDetailPage),
  ),
  ...lazyRoutes('forms/sent/:id', () =>
    import('@/features/forms/pages/sent-result-page').then((m) => m.SentResultPage),
  ),
  ...lazyRoutes('report/detail/new', () =>
    import('@/features/reports/pages/new-report-page').then((m) => m.NewReportPage),
  ),
  ...lazyRoutes('report/detail/:id', () =>
    import('@/features/reports/pages/report-detail-page').then((m) => m.ReportDetailPage),
  ),
  ...lazyRoutes('search', () => import('./search-route').then((m) => m.SearchRoute)),
  ...lazyRoutes('account/profile', () => import('./profile-route').then((m) => m.ProfileRoute)),
  ...lazyRoutes('account/sent', sentByYou),
  ...lazyRoutes('account/logout', () =>
    import('@/features/auth/pages/logout-page').then((m) => m.LogoutPage),
  ),
  // The operator console: its own chunks, fetched by administrators only.
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./console-route')).ConsoleRoute }),
    children: [
      lazyIndex(() => import('@/features/console/pages/requests-page').then((m) => m.RequestsPage)),
      ...lazyRoutes('requests', () =>
        import('@/features/console/pages/requests-page').then((m) => m.RequestsPage),
      ),
      ...lazyRoutes('users', () => import('@/features/console/pages/users-page').then((m) => m.UsersPage)),
      ...lazyRoutes('users/:id', () => import('@/features/console/pages/user-page').then((m) => m.UserPage)),
      ...lazyRoutes('groups', () => import('@/features/console/pages/groups-page').then((m) => m.GroupsPage)),
      ...lazyRoutes('assets', () => import('@/features/console/pages/assets-page').then((m) => m.AssetsPage)),
      ...lazyRoutes('assets/:id', () =>
        import('@/features/console/pages/asset-edit-page').then((m) => m.AssetEditPage),
      ),
      ...lazyRoutes('assets/upload', () =>
        import('@/features/console/pages/asset-upload-page').then((m) => m.AssetUploadPage),
      ),
      ...lazyRoutes('assets/:id/file', () =>
        import('@/features/console/pages/asset-file-page').then((m) => m.AssetFilePage),
      ),
      ...lazyRoutes('shares', () => import('@/features/console/pages/shares-page').then((m) => m.SharesPage)),
      ...lazyRoutes('downloads', () =>
        import('@/features/console/pages/downloads-page').then((m) => m.DownloadsPage),
      ),
      ...lazyRoutes('audit', () => import('@/features/console/pages/audit-page').then((m) => m.AuditPage)),
      ...lazyRoutes('activity', () =>
        import('@/features/console/pages/activity-page').then((m) => m.ActivityPage),
      ),
      ...lazyRoutes('imports', () =>
        import('@/features/console/pages/imports-page').then((m) => m.ImportsPage),
      ),
      ...lazyRoutes('imports/:id', () =>
        import('@/features/console/pages/import-page').then((m) => m.ImportPage),
      ),
      ...lazyRoutes('settings', () => import('./settings-route').then((m) => m.SettingsRoute)),
      ...lazyRoutes('forms', () => import('@/features/console/pages/forms-page').then((m) => m.FormsPage)),
      ...lazyRoutes('forms/new', () =>
        import('@/features/console/pages/form-builder-page').then((m) => m.FormBuilderPage),
      ),
      ...lazyRoutes('forms/:id', () =>
        import('@/features/console/pages/form-builder-page').then((m) => m.FormBuilderPage),
      ),
      ...lazyRoutes('received', () =>
        import('@/features/console/pages/received-page').then((m) => m.ReceivedPage),
      ),
      ...lazyRoutes('received/results/:id', () =>
        import('@/features/console/pages/received-result-page').then((m) => m.ReceivedResultPage),
      ),
      ...lazyRoutes('received/reports/:id', () =>
        import('@/features/console/pages/received-report-page').then((m) => m.ReceivedReportPage),
      ),
      ...lazyRoutes('articles', () =>
        import('@/features/console/pages/articles-page').then((m) => m.ArticlesPage),
      ),
      ...lazyRoutes(['articles/new', 'articles/:id'], () =>
        import('./article-editor-route').then((m) => m.ArticleEditorRoute),
      ),
    ],
  },
  // Spec 2: any unknown path shows the product list.
  ...lazyRoutes('*', productList),
];
