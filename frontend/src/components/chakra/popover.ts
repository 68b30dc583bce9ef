// Popover with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { popover: popoverSlotRecipe } });

export { Popover } from '@chakra-ui/react';
