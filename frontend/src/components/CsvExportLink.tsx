import { Button } from '@chakra-ui/react';
import { buildUrl, type QueryParams } from '../lib/http';

/**
 * A CSV export's download button: a plain link (the browser streams the file, with the session cookie), in the
 * Excel format the gateway writes by default. `path` is the export's path from shared/src/csv-exports.ts.
 */
export function CsvExportLink({ path, query, label }: { path: string; query?: QueryParams; label: string }) {
  return (
    <Button asChild size="sm" variant="outline" alignSelf="flex-start">
      <a href={buildUrl(path, query)} download>
        {label}
      </a>
    </Button>
  );
}
