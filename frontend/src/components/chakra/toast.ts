// Toast and Toaster with their slot recipe, added to the system when the toaster's chunk loads (app/theme.ts).
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { toast: toastSlotRecipe } });

export { Toast, Toaster } from '@chakra-ui/react';
