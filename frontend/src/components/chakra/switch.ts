// Switch with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { switch: switchSlotRecipe } });

export { Switch } from '@chakra-ui/react';
