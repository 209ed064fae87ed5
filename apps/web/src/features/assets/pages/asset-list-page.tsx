import { useParams } from 'react-router';
import { AssetLibrary } from '../components/library/asset-library';

/**
 * /{locale}/asset/list[/{code}]: the asset library, of one scope or of all assets. Another scope
 * mounts a fresh library, so every setting starts over (spec 4).
 */
export function AssetListPage() {
  const { code } = useParams();
  return <AssetLibrary key={code ?? ''} scope={code ?? null} />;
}
