import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's head row: one column header (`scope="col"`) per name, in order. */
export function ColumnHeads({ names }: { names: ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {names.map((name, index) => (
          <Table.Th key={index} scope="col">
            {name}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
