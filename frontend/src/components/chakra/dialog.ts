// Dialog with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

export { Dialog } from '@chakra-ui/react';
