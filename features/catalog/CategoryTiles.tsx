import type { CategoryRef } from '@/platform/api/types';
import { ServerLink as Link } from '@/platform/i18n/ServerLink';

export function CategoryTiles({ categories }: { categories: CategoryRef[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className="category-tiles">
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={{ pathname: '/category/[...path]', params: { path: category.uri.split('/') } }}>{category.name}</Link>
        </li>
      ))}
    </ul>
  );
}
