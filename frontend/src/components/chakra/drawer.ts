// Drawer with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { drawer: drawerSlotRecipe } });

export { Drawer } from '@chakra-ui/react';
