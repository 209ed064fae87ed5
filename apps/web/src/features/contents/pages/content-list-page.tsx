import { useParams } from 'react-router';
import { ContentLibrary } from '../components/content-library';

/**
 * /{locale}/contents/list[/{code}]: the content list, of one category or of all contents. Another
 * category mounts a fresh list, so every setting starts over (spec 4).
 */
export function ContentListPage() {
  const { code } = useParams();
  return <ContentLibrary key={code ?? ''} category={code ?? null} />;
}
