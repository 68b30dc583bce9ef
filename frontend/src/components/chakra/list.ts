// List with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { list: listSlotRecipe } });

export { List } from '@chakra-ui/react';
