// Menu with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export { Menu } from '@chakra-ui/react';
