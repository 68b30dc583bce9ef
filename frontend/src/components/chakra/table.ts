// Table with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { table: tableSlotRecipe } });

export { Table } from '@chakra-ui/react';
